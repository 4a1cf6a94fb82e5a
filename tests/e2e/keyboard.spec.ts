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

/**
 * The focused control's ring, as a sighted keyboard user sees it: an outline, or antd's ring drawn as a
 * box-shadow, on the control or on what draws it (an input's wrapper, a checkbox's box, a pager arrow),
 * with its width and its contrast against the background behind it. Null when nothing is drawn.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const rgb = (colour: string) => {
      const m = colour.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/);
      return m ? { r: +m[1], g: +m[2], b: +m[3], a: m[4] === undefined ? 1 : +m[4] } : null;
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const background = (node: Element | null) => {
      for (let n = node; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c && c.a === 1) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const contrast = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    };
    const drawers = [
      el,
      el.querySelector(':scope > .ant-pagination-item-link'),
      el.closest('.ant-checkbox, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-segmented-item'),
      el.closest('.ant-input-affix-wrapper, .ant-input-outlined, .ant-select, .ant-picker, .ant-input-number'),
      // The sign-in page's own inputs, drawn before antd loads: the ring is on the field around them.
      el instanceof HTMLInputElement ? el.parentElement : null,
      el instanceof HTMLInputElement ? (el.parentElement?.parentElement ?? null) : null,
    ].filter((n): n is Element => n instanceof Element);
    for (const node of drawers) {
      const style = getComputedStyle(node);
      const behind = background(node.parentElement);
      const outline = rgb(style.outlineColor);
      if (style.outlineStyle !== 'none' && outline && outline.a === 1 && parseFloat(style.outlineWidth) > 0)
        return { width: parseFloat(style.outlineWidth), contrast: contrast(outline, behind), by: 'outline' };
      const shadow = style.boxShadow.match(/(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/);
      const ring = shadow ? rgb(shadow[1]) : null;
      if (shadow && ring && ring.a === 1)
        return { width: parseFloat(shadow[2]), contrast: contrast(ring, behind), by: 'box-shadow' };
    }
    return null;
  });
}

/** The focus is always visible: a ring of at least 2 px, at 3:1 against what is behind it. */
async function expectFocusRing(page: Page): Promise<void> {
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  // Polled, for as long as any wait: a ring may still be fading in (the sign-in fields draw theirs with a transition).
  await expect
    .poll(
      async () => {
        const ring = await focusRing(page);
        return ring ? { wide: ring.width >= 2, clear: ring.contrast >= 3 } : 'none';
      },
      { message: `a 2 px focus ring at 3:1 on ${where}` },
    )
    .toEqual({ wide: true, clear: true });
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, and checks its focus ring. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  // Attached, not visible: antd's radio inputs are drawn by their labels.
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max && !(await focused(target)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
  await expectFocusRing(page);
}

/** Presses Shift+Tab until the focus is somewhere in `container` (a menu's roving item). */
async function tabInto(page: Page, container: Locator, max = 80): Promise<void> {
  const inside = () => container.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 20_000 });
  for (let i = 0; i < max && !(await inside()); i++) await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
}

/**
 * Presses an arrow key until the focused element reads `text`. The menu moves the focus in the next
 * animation frame, so each press waits for the focus to leave the element it was on before reading
 * (a press that moves nothing fails the walk).
 */
async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowUp', text: string, max = 30): Promise<void> {
  const current = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < max && (await current()) !== text; i++) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press(key);
    // However long the frame takes: a read before the focus moved would press once too often.
    await page.waitForFunction((element) => document.activeElement !== element, before, { timeout: 10_000 });
    await before.dispose();
  }
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
    // The focus went with the user, from the sign-in form to the page.
    await expect(page.locator('#main-content')).toBeFocused();
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
    // Walked once: the session's menus in first (the menu is drawn again when they arrive, which can take
    // the focus), and 岗位管理 shown before the arrows go on (they walk only the items the menu has drawn).
    await expect(system).toBeVisible();
    await tabInto(page, nav);
    await arrowTo(page, 'ArrowDown', '系统管理');
    if ((await system.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    await expect(system).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('menuitem', { name: '岗位管理' })).toBeVisible();
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

    // The pager, antd's 1 px outline once: its page is reached by Tab with the console's 2 px ring.
    await tabTo(page, page.getByRole('listitem', { name: '1' }).filter({ visible: true }).first());

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
