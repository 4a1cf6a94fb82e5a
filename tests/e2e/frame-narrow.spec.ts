import type { Page } from '@playwright/test';
import { expect, openSignedIn, tagAction, tagTexts, test } from './fixtures';

/** The console frame on an 800 px window (§2 mobile mode below 992 px), issue #3. */

const tag = (page: Page, name: RegExp) => page.getByTestId('tag').filter({ hasText: name });
const drawer = (page: Page) => page.locator('.sidebar-drawer .ant-drawer-section');

/** Opens a page from the sidebar drawer; the drawer closes behind it. */
async function openFromDrawer(page: Page, group: string, entry: string, tagName: RegExp): Promise<void> {
  await page.getByTestId('hamburger').click();
  await expect(drawer(page)).toBeVisible();
  const groupItem = drawer(page).getByRole('menuitem', { name: group });
  if ((await groupItem.getAttribute('aria-expanded')) !== 'true') await groupItem.click();
  await drawer(page).getByText(entry, { exact: true }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(tag(page, tagName)).toBeVisible();
}

test.describe('console frame at 800 px', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 800, height: 900 }, actionTimeout: 15_000 });

  test('drawer navigation, tag actions, kept page state, header search and settings, without sideways scrolling', async ({
    page,
  }) => {
    await openSignedIn(page, '/system/post');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const postCode = page.getByPlaceholder('请输入岗位编码');
    await postCode.fill('ceo');

    await openFromDrawer(page, '系统管理', '参数设置', /参数设置/);
    await expect(page).toHaveURL(/\/system\/config$/);
    await openFromDrawer(page, '系统管理', '字典管理', /字典管理/);
    await expect.poll(() => tagTexts(page)).toEqual(['首页', '岗位管理', '参数设置', '字典管理']);

    // Back to the posts tag: what was typed is still there.
    await tag(page, /岗位管理/).click();
    await expect(postCode).toHaveValue('ceo');

    // Close the others from the context menu: the fixed dashboard stays.
    await tagAction(page, /岗位管理/, '关闭其他', ['首页', '岗位管理']);

    // Header search works on the narrow window too.
    await page.getByTestId('header-search').click();
    await page.keyboard.type('参数');
    await expect(page.locator('.ant-select-item-option').filter({ visible: true }).first()).toContainText('参数设置');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/config$/);

    // A fixed header stays on screen while the page scrolls, after a reload too.
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-fixedHeader').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await page.reload();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
    // All the filters open, the page is taller than the window (folded, it nearly fits).
    await page.getByRole('button', { name: /更多筛选/ }).click();
    await expect(page.getByRole('button', { name: /收起筛选/ })).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect
      .poll(async () => (await page.getByTestId('hamburger').boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  });
});

test.describe('the tower list on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 15_000 });

  test('its first row and fill level are on the first screen; the folded filters open from a button', async ({
    page,
  }) => {
    await openSignedIn(page, '/tower/info');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole('progressbar')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Inside the window without scrolling: the row's top, and the fill bar across.
    const rowBox = await row.boundingBox();
    expect(rowBox?.y ?? Infinity).toBeLessThan(844 - 40);
    const fillBox = await row.getByRole('progressbar').boundingBox();
    expect((fillBox?.x ?? Infinity) + (fillBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('tower-list-390.png') });

    const more = page.getByRole('button', { name: /更多筛选|收起筛选/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('位置', { exact: true })).toBeHidden();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('位置', { exact: true })).toBeVisible();
  });
});

test.describe('the header bell on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 15_000 });

  test('its list opens inside the window, not off its left edge', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByTestId('message-bell').click();
    const panel = page.getByTestId('bell-panel');
    await expect(panel.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    const box = await panel.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
  });
});
