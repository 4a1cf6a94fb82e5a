import { expect, test as base, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const OPERATOR = { username: 'operator', password: 'operator123' };

/** Fills the sign-in form (zh-CN or en) and submits. */
export async function signIn(page: Page, account = ADMIN): Promise<void> {
  await page.getByPlaceholder(/^(账号|User name)$/).fill(account.username);
  await page.getByPlaceholder(/^(密码|Password)$/).fill(account.password);
  await page.getByRole('button', { name: /登 录|Sign in/ }).click();
}

/** Opens `path`, signs in on the login page it redirects to, and waits to land back on `path`. */
export async function openSignedIn(page: Page, path = '/dashboard', account = ADMIN): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Adds a fault rule to the running mock (CONTRACT.md). */
export async function addFault(page: Page, rule: Record<string, unknown>): Promise<void> {
  await page.evaluate((r) => {
    const mock = (window as unknown as { __mock?: { fault: (rule: unknown) => void } }).__mock;
    if (!mock) throw new Error('mock backend is not running');
    mock.fault(r);
  }, rule);
}

/**
 * The newest toast with this text. The same toast twice in a row (two saves) briefly stands twice
 * on screen while the first fades out, so the newest is the one to look at.
 */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).last();

/**
 * Picks an action from a tag's context menu. Retried: under load a re-render can close the menu
 * before the click lands, so each try starts from a closed menu and an unscrolled page.
 */
export async function tagAction(page: Page, name: RegExp, action: string): Promise<void> {
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('tag').filter({ hasText: name }).click({ button: 'right' });
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

export const test = base;
export { expect };
