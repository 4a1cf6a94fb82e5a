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
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect
      .poll(async () => (await page.getByTestId('hamburger').boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  });
});
