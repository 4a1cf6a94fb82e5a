import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, test, toast } from './fixtures';

/**
 * A working day by keyboard alone (issue 21): Tab, Shift+Tab, Enter, Space, Escape and the arrows,
 * never the mouse. Each step reaches its control by pressing Tab, so a keyboard trap (antd's range
 * picker kept the focus on its start field) or a control out of the Tab order fails the journey.
 */

/**
 * Generous: right after signing in, the demo's mock seeds its tower tables on the page's main thread
 * (seconds on a loaded two-core machine), and nothing answers meanwhile; the keys wait just the same.
 */
const focused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 20_000 });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  // Attached, not visible: antd's radio inputs are drawn by their labels.
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max && !(await focused(target)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** Presses Shift+Tab until the focus is somewhere in `container` (a menu's roving item). */
async function tabInto(page: Page, container: Locator, max = 80): Promise<void> {
  const inside = () => container.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 20_000 });
  for (let i = 0; i < max && !(await inside()); i++) await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
}

/** Presses an arrow key until the focused element reads `text`. */
async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowUp', text: string, max = 30): Promise<void> {
  const current = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < max && (await current()) !== text; i++) await page.keyboard.press(key);
  expect(await current()).toBe(text);
}

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).filter({ visible: true });
const inDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ant-modal-wrap, .ant-drawer') != null);

test.describe('keyboard only', () => {
  test('sign in, open a page from a submenu, search and reset, add, edit and delete, switch and close tags, change the language', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await tabTo(page, page.getByPlaceholder('账号'));
    await page.keyboard.type('admin');
    await tabTo(page, page.getByPlaceholder('密码'));
    await page.keyboard.type('admin123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    // What the user waits for before going on: the dashboard's towers.
    await expect(page.getByRole('region', { name: '料塔' }).getByTestId('tower-tile').first()).toBeVisible({
      timeout: 30_000,
    });

    // The skip link, before the sidebar and the header, lands on the page.
    await tabTo(page, page.getByRole('link', { name: '跳到主要内容' }), { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    // The sidebar: Tab into the menu, the arrows to 系统管理, Enter opens its submenu, Enter on 岗位管理.
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const system = nav.getByRole('menuitem', { name: '系统管理' });
    // Retried as a whole: the menu is drawn again once the session's menus arrive, which can take the focus.
    await expect(async () => {
      await tabInto(page, nav);
      await arrowTo(page, 'ArrowDown', '系统管理');
      if ((await system.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
      await expect(system).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await arrowTo(page, 'ArrowDown', '岗位管理');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(page.getByTestId('page-announcer')).toHaveText('已打开页面：岗位管理');
    await expect(row(page, '董事长')).toBeVisible({ timeout: 20_000 });

    // Search and reset: the Tab from the search fields passes the 创建时间 range picker to the buttons.
    const search = page.getByRole('form', { name: '搜索' }).filter({ visible: true });
    await tabTo(page, search.getByPlaceholder('请输入岗位编码'));
    await page.keyboard.type('ceo');
    await page.keyboard.press('Enter');
    await expect(row(page, '董事长')).toBeVisible();
    await expect(row(page, '项目经理')).toBeHidden();
    await tabTo(page, search.getByRole('button', { name: /重\s*置/ }));
    await page.keyboard.press('Enter');
    await expect(row(page, '项目经理')).toBeVisible();

    // Add: the dialog takes the focus, and gives it back to 新增 when it closes.
    const add = page.getByRole('button', { name: /新\s*增/ }).filter({ visible: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => inDialog(page)).toBe(true);
    // OK on the empty form: the error is tied to its field.
    const code = dialog(page).getByPlaceholder('请输入岗位编码');
    await tabTo(page, dialog(page).getByRole('button', { name: /确\s*定/ }));
    await page.keyboard.press('Enter');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await code.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toContainText('岗位编码');
    await tabTo(page, code, { back: true });
    await page.keyboard.type('KB-1');
    await tabTo(page, dialog(page).getByPlaceholder('请输入岗位名称'));
    await page.keyboard.type('键盘操作员');
    // The role key is required too (spec §5).
    await tabTo(page, dialog(page).getByPlaceholder('请输入角色权限字符'));
    await page.keyboard.type('keyboard');
    await tabTo(page, dialog(page).getByRole('button', { name: /确\s*定/ }));
    await page.keyboard.press('Enter');
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(add).toBeFocused();

    // Edit; then Escape closes the dialog and the focus is back on the row's 修改.
    const edit = row(page, 'KB-1').getByRole('button', { name: /修\s*改/ });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await tabTo(page, dialog(page).getByPlaceholder('请输入岗位名称'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('键盘主管');
    await tabTo(page, dialog(page).getByRole('button', { name: /确\s*定/ }));
    await page.keyboard.press('Enter');
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(row(page, '键盘主管')).toBeVisible();
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(edit).toBeFocused();

    // Delete, confirmed with Enter on the confirmation's OK.
    await tabTo(page, row(page, 'KB-1').getByRole('button', { name: /删\s*除/ }));
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: /确\s*定/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row(page, 'KB-1')).toBeHidden();

    // Tags: switch to 首页, close 岗位管理.
    const tags = page.getByRole('navigation', { name: '已访问页面' });
    await tabTo(page, tags.getByRole('button', { name: '首页', exact: true }), { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await tabTo(page, tags.getByRole('button', { name: '关闭 岗位管理' }));
    await page.keyboard.press('Enter');
    await expect(tags.getByRole('button', { name: '岗位管理', exact: true })).toHaveCount(0);

    // The settings panel: language by the arrow keys; Escape closes it and the focus returns.
    const settings = page.getByTestId('settings-button');
    await tabTo(page, settings, { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeVisible();
    await expect.poll(() => inDialog(page)).toBe(true);
    await tabTo(page, page.getByRole('radio', { name: '简体中文' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Page style settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Page style settings' })).toBeHidden();
    await expect(settings).toBeFocused();
  });

  test('the configurator, from the application to its result (domain §3.6, 3 t platform scale)', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/wms/seldata/wizard');
    const wizard = page.getByTestId('wizard');
    const next = page.getByRole('button', { name: /^下一步/ });
    await expect(page.getByTestId('step-application')).toBeVisible({ timeout: 45_000 });
    for (const [label, value] of [
      ['客户', '键盘客户'],
      [/秤体自重/, '250'],
      [/秤台长度/, '1.5'],
      [/秤台宽度/, '1.5'],
    ] as const) {
      await tabTo(page, wizard.getByLabel(label, { exact: typeof label === 'string' }));
      await page.keyboard.type(value);
    }
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('step-metrology')).toBeVisible();
    await tabTo(page, wizard.getByLabel(/最大秤量/), { back: true });
    await page.keyboard.type('3000');
    await tabTo(page, wizard.getByLabel(/检定分度值/));
    await page.keyboard.type('1 kg');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('n')).toHaveText('3,000');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // The cell: found by its model, picked with Space on its row's radio.
    await expect(page.getByTestId('step-cell')).toBeVisible();
    await tabTo(page, page.getByPlaceholder('搜索型号'), { back: true });
    await page.keyboard.type('XB-1P5T-C3');
    const candidate = page
      .getByTestId('candidates')
      .getByRole('row')
      .filter({ has: page.getByText('XB-1P5T-C3', { exact: true }) });
    await expect(candidate).toContainText('推荐', { timeout: 45_000 });
    await tabTo(page, candidate.getByRole('radio'));
    await page.keyboard.press('Space');
    await expect(candidate.getByRole('radio')).toBeChecked();
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('step-indicator')).toBeVisible();
    await tabTo(page, page.getByPlaceholder('YB-2024-0012'), { back: true });
    await page.keyboard.type('YB-2023-0006');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-indicator')).toContainText('仪表校核：XK3210-E7 配 XB-1P5T-C3');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('verdict')).toContainText('合法且推荐');
    await expect(page.getByTestId('model-number')).toHaveText('TCS-3T-15X15-X1P5TC3X4-E7-JL');
  });
});
