import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const OPERATOR = { username: 'operator', password: 'operator123' };

/** Fills the sign-in form (zh-CN or en) and submits. */
export async function signIn(page: Page, account = ADMIN): Promise<void> {
  await page.getByPlaceholder(/^(账号|User name)$/).fill(account.username);
  await page.getByPlaceholder(/^(密码|Password)$/).fill(account.password);
  await page.getByRole('button', { name: /登 录|Sign in/ }).click();
}

/**
 * A session the worker signed in once per account: the token cookie and the mock's stored tables
 * (its sessions among them). Journeys whose subject is not the sign-in itself start from a copy, as
 * if the user had just signed in, and skip the sign-in page's round trips (about a third of a short
 * journey on CI's two cores). The sign-in journeys themselves (auth, security, i18n) use signIn.
 */
interface SavedSession {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  mockTables: [string, string][];
}
const sessions = new Map<string, SavedSession>();
const MOCK_TABLES = 'mock:db:v1:';

async function saveSession(page: Page, account: typeof ADMIN): Promise<void> {
  const cookies = (await page.context().cookies()).filter((c) => c.name === 'Admin-Token');
  if (cookies.length !== 1) return;
  // The dashboard's counts seed the tables whose seed takes seconds (the towers' detection run), which
  // the mock then keeps: the copies start with them, as a browser that has been used before would.
  await page.evaluate(async (token) => {
    await fetch('/api/content/wms/count', { headers: { Authorization: `Bearer ${token}` } });
  }, cookies[0].value);
  const mockTables = await page.evaluate(
    (prefix) => Object.entries(localStorage).filter(([key]) => key.startsWith(prefix)),
    MOCK_TABLES,
  );
  sessions.set(account.username, { cookies, mockTables });
}

/**
 * Opens `path` signed in as `account`: the first time in a worker through the sign-in page (the
 * redirect to /login and back), later from the worker's saved session. The copied tables only fill
 * an empty browser, so a reload or a second tab keeps what the journey changed.
 */
export async function openSignedIn(page: Page, path = '/dashboard', account = ADMIN): Promise<void> {
  const landed = new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
  const saved = sessions.get(account.username);
  if (saved) {
    await page.context().addCookies(saved.cookies);
    await page.context().addInitScript(
      ({ prefix, tables }) => {
        if (Object.keys(localStorage).some((key) => key.startsWith(prefix))) return;
        for (const [key, value] of tables) localStorage.setItem(key, value);
      },
      { prefix: MOCK_TABLES, tables: saved.mockTables },
    );
    await page.goto(path);
    await expect(page).toHaveURL(landed);
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, account);
  await expect(page).toHaveURL(landed);
  await saveSession(page, account);
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
