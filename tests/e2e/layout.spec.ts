import type { Page, Request } from '@playwright/test';
import { expect, openSignedIn, tagAction, tagTexts, test } from './fixtures';

const tag = (page: Page, name: RegExp) => page.getByTestId('tag').filter({ hasText: name });
/** The visible filter field of the posts page. */
const postCode = (page: Page) => page.getByPlaceholder('请输入岗位编码');
/** The visible page's primary 搜索 (search) button. */
const searchButton = (page: Page) => page.locator('#main-content button.ant-btn-primary[type=submit]:visible');

test.describe('console frame (§2)', () => {
  // Journeys of several pages each; the mock answers with a random delay.
  test.describe.configure({ timeout: 90_000 });
  test.use({ actionTimeout: 15_000 });
  test('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).not.toHaveClass(/ant-layout-sider-collapsed/);
    await page.getByTestId('hamburger').click();
    await expect(sidebar).toHaveClass(/ant-layout-sider-collapsed/);
    // Collapsed to icons, an entry names itself on hover (expanded, its text is on screen instead).
    await sidebar.locator('.ant-menu-item').first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('首页');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('at 800 px the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openSignedIn(page, '/dashboard');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('hamburger').click();
    const drawer = page.locator('.sidebar-drawer .ant-drawer-section');
    await expect(drawer).toBeVisible();
    await drawer.getByText('系统管理', { exact: true }).click();
    await drawer.getByText('岗位管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(drawer).toBeHidden();
  });

  test('tags: one per visited page, context-menu actions, fixed dashboard, kept over a reload', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    // Each page on screen before the next click: a click during a page's first load supersedes it.
    await page.locator('.ant-menu').getByText('参数设置', { exact: true }).click();
    await expect(tag(page, /参数设置/)).toBeVisible();
    await page.locator('.ant-menu').getByText('字典管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    await expect.poll(() => tagTexts(page)).toEqual(['首页', '岗位管理', '参数设置', '字典管理']);
    // The fixed tag has no close button (its page is a button of its own).
    await expect(tag(page, /首页/).getByRole('button', { name: /关闭/ })).toHaveCount(0);

    await page.reload();
    await expect.poll(() => tagTexts(page)).toEqual(['首页', '岗位管理', '参数设置', '字典管理']);

    // Close to the right of 岗位管理: the active 字典管理 goes, so the last tag left is shown.
    await tagAction(page, /岗位管理/, '关闭右侧', ['首页', '岗位管理']);
    await expect(page).toHaveURL(/\/system\/post$/);

    // Closing the active tag with its button shows its neighbour.
    await page.locator('.ant-menu').getByText('参数设置', { exact: true }).click();
    await tag(page, /参数设置/)
      .getByRole('button', { name: /关闭/ })
      .click();
    await expect(page).toHaveURL(/\/system\/post$/);

    await page.locator('.ant-menu').getByText('字典管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    await tagAction(page, /字典管理/, '关闭其他', ['首页', '字典管理']);

    await tagAction(page, /字典管理/, '全部关闭', ['首页']);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('menu entries clicked faster than their pages render each get a tag, in order', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    const entries = ['用户管理', '角色管理', '部门管理', '菜单管理', '字典管理', '参数设置', '文件分类', '文件管理'];
    await expect(page.getByTestId('sidebar').getByText('文件管理', { exact: true })).toBeVisible();
    // Clicked 30 ms apart, in the page: faster than a page's first render (its code and rows), as a
    // hurried user or a loaded machine does. Each click supersedes the previous page before it shows.
    await page.evaluate(async (names) => {
      const items = [...document.querySelectorAll<HTMLElement>('[data-testid="sidebar"] .ant-menu-item')];
      for (const name of names) {
        const item = items.find((el) => el.textContent?.trim() === name);
        if (!item) throw new Error(`no menu entry ${name}`);
        item.click();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    }, entries);
    await expect(page).toHaveURL(/\/system\/files$/);
    await expect.poll(() => tagTexts(page)).toEqual(['首页', '岗位管理', ...entries]);
  });

  test('switching tags keeps a page and its data without a refetch; closing the tag drops it', async ({ page }) => {
    const inFlight = new Set<Request>();
    page.on('request', (r) => {
      if (r.url().includes('/api/admin')) inFlight.add(r);
    });
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    await openSignedIn(page, '/system/post');
    await postCode(page).fill('ceo');
    await searchButton(page).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1, { timeout: 20_000 });

    await page.locator('.ant-menu').getByText('参数设置', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/config$/);
    await expect(postCode(page)).toBeHidden();
    await expect(page.getByPlaceholder('请输入参数名称')).toBeVisible();
    // The config page's own requests over first, however long they take: none of them may be counted.
    await expect(page.locator('.ant-table-tbody tr.ant-table-row:visible').first()).toBeVisible();
    await expect.poll(() => inFlight.size, { timeout: 20_000 }).toBe(0);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin')) requests.push(r.url());
    });
    await tag(page, /岗位管理/).click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(postCode(page)).toHaveValue('ceo');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row:visible')).toHaveCount(1);
    // A window for a refetch that must not come: slowness can only hide one from it, never fail the test.
    await page.waitForTimeout(500);
    expect(requests.filter((u) => !u.includes('/config'))).toEqual([]);

    // Refresh remounts only this page: the filter is gone, one new request.
    await tagAction(page, /岗位管理/, '刷新页面');
    await expect(postCode(page)).toHaveValue('');
    await expect.poll(() => requests.filter((u) => u.includes('posts')).length).toBeGreaterThan(0);

    await postCode(page).fill('ceo');
    await tag(page, /岗位管理/)
      .getByRole('button', { name: /关闭/ })
      .click();
    await page.locator('.ant-menu').getByText('岗位管理', { exact: true }).click();
    await expect(postCode(page)).toHaveValue('');
  });

  test("a page behind another tag is out of reach; the browser's Back takes its open dialog along, Forward brings it back as typed", async ({
    page,
  }) => {
    await openSignedIn(page, '/system/config');
    await expect(page.getByPlaceholder('请输入参数名称')).toBeVisible({ timeout: 20_000 });
    await page.locator('.ant-menu').getByText('岗位管理', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: '董事长' })).toBeVisible({ timeout: 20_000 });

    // Kept behind the posts page: the parameters page is neither in the accessibility tree nor in the Tab order.
    const main = page.locator('#main-content');
    expect(await main.ariaSnapshot()).not.toContain('参数名称');
    await postCode(page).focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const placeholder = await page.evaluate(() => document.activeElement?.getAttribute('placeholder'));
      expect(placeholder).not.toBe('请输入参数名称');
    }

    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog.getByPlaceholder('请输入岗位名称').fill('夜班巡检员');

    await page.goBack();
    await expect(page).toHaveURL(/\/system\/config$/);
    await expect(dialog).toBeHidden();
    // Neither its focus trap nor its scroll lock stayed behind: the page shown takes typing and scrolls.
    const configName = page.getByPlaceholder('请输入参数名称');
    await configName.click();
    await page.keyboard.type('sys');
    await expect(configName).toHaveValue('sys');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).not.toBe('hidden');

    await page.goForward();
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(dialog.getByPlaceholder('请输入岗位名称')).toHaveValue('夜班巡检员');
  });

  test('settings panel choices apply at once and persist', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    await expect(page.getByTestId('tags-view')).toBeVisible();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-tagsView').click();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await page.getByTestId('setting-sidebarLogo').click();
    await expect(page.getByTestId('sidebar').locator('img')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await expect(page.getByTestId('sidebar').locator('img')).toHaveCount(0);
  });

  test('a new theme colour is applied to primary buttons and kept', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    const search = searchButton(page);
    await expect(search).toHaveCSS('background-color', 'rgb(64, 158, 255)', { timeout: 20_000 });
    await page.getByTestId('settings-button').click();
    await page.getByTestId('theme-color').click();
    const hex = page.locator('.ant-color-picker-hex-input input');
    await hex.fill('F5222D');
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await expect(search).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await page.reload();
    await expect(searchButton(page)).toHaveCSS('background-color', 'rgb(245, 34, 45)');
  });

  test('the size choice makes tables denser and persists', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const before = (await row.boundingBox())?.height ?? 0;
    await page.getByTestId('size-select').click();
    await page.getByRole('menuitem', { name: '迷你' }).click();
    await expect.poll(async () => (await row.boundingBox())?.height ?? 0).toBeLessThan(before);
    await page.reload();
    const after = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(after).toBeVisible({ timeout: 20_000 });
    expect((await after.boundingBox())?.height ?? 0).toBeLessThan(before);
  });

  test('header search finds 用户管理 by pinyin and opens it', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByTestId('header-search').click();
    const field = page.getByRole('combobox', { name: '搜索菜单' });
    await expect(field).toBeFocused();
    await page.keyboard.type('yonghu');
    // The option Enter takes: the active one of the open list, named by the field (a closed list's
    // leftover options would also contain the text).
    const active = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active');
    await expect(active).toContainText('用户管理');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('yonghu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/user$/);
  });
});
