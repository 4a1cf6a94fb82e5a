import { readFileSync } from 'node:fs';
import {
  expect,
  test as base,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const OPERATOR = { username: 'operator', password: 'operator123' };

/** Fills the sign-in form (zh-CN or en) and submits. */
export async function signIn(page: Page, account = ADMIN): Promise<void> {
  await page.getByPlaceholder(/^(账号|User name)$/).fill(account.username);
  await page.getByPlaceholder(/^(密码|Password)$/).fill(account.password);
  await page.getByRole('button', { name: /登 录|Sign in/ }).click();
}

/**
 * Signs in and expects to land on `landed`. Should the console send the user back instead, the
 * failure names the answers of the sign-in and of the session's first calls (user info, menus), so
 * a rare failure on CI says why (an operator landing back on /login, seen twice in ci10 and ci11).
 */
export async function signInAndLand(page: Page, account: typeof ADMIN, landed: RegExp): Promise<void> {
  const answers: string[] = [];
  const record = (response: Response) => {
    if (!/\/api\/admin\/(user\/(login|info)|menus\/routes)/.test(response.url())) return;
    void response
      .text()
      .then((body) => answers.push(`${response.status()} ${new URL(response.url()).pathname}: ${body.slice(0, 160)}`))
      .catch(() => answers.push(`${response.status()} ${new URL(response.url()).pathname}`));
  };
  page.on('response', record);
  try {
    await signIn(page, account);
    await expect(page).toHaveURL(landed);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nAnswers after signing in:\n${answers.join('\n') || '(none)'}`);
  } finally {
    page.off('response', record);
  }
}

/**
 * A session signed in once per account for the whole run (global-setup.ts): the token cookie and the
 * mock's stored tables (its sessions among them). Journeys whose subject is not the sign-in itself
 * start from a copy, as if the user had just signed in, and skip the sign-in page's round trips. The
 * sign-in journeys themselves (auth, security, i18n) use signIn.
 */
export interface SavedSession {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  mockTables: [string, string][];
}
const MOCK_TABLES = 'mock:db:v1:';

/** Where global-setup.ts leaves the sessions, beside the run's other output. */
export const sessionFile = () => `test-results/${process.env.E2E_OUT || 'dist-mock'}-sessions.json`;

let sessions: Record<string, SavedSession> | undefined;
function savedSession(account: typeof ADMIN): SavedSession {
  sessions ??= JSON.parse(readFileSync(sessionFile(), 'utf8')) as Record<string, SavedSession>;
  const saved = sessions[account.username];
  if (!saved) throw new Error(`global-setup.ts saved no session for ${account.username}`);
  return saved;
}

/**
 * Opens `path` signed in as `account`, from the run's saved session. The copied tables only fill the
 * tables a browser lacks, so a reload or a second tab keeps what the journey changed.
 */
export async function openSignedIn(page: Page, path = '/dashboard', account = ADMIN): Promise<void> {
  const landed = new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
  const saved = savedSession(account);
  await page.context().addCookies(saved.cookies);
  await page.context().addInitScript(
    ({ prefix, tables }) => {
      // Table by table, and only where the browser has none yet: a reload keeps what the test
      // changed, and a table the test serves itself (its own init script ran first) stays its own.
      for (const [key, value] of tables) {
        if (key.startsWith(prefix) && localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }
    },
    { prefix: MOCK_TABLES, tables: saved.mockTables },
  );
  await page.goto(path);
  await expect(page).toHaveURL(landed);
}

/**
 * Chooses the console's language before the first page opens (the `language` cookie the switch
 * writes). No page is visited for it: a visit would start the mock's tables afresh, without the
 * worker's saved session in them.
 */
export async function useLanguage(page: Page, lng: 'zh-CN' | 'en'): Promise<void> {
  const { baseURL } = base.info().project.use;
  if (!baseURL) throw new Error('playwright.config has no baseURL');
  await page.context().addCookies([{ name: 'language', value: lng, url: new URL(baseURL).origin }]);
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
 * Presses OK in the open confirm dialog, once: the dialog shown and its button enabled first (reduced
 * motion: no opening animation to click into), then waits for the dialog to close. When the server
 * refuses, the dialog stays open: `until` (e.g. the refusal's toast) is then what shows the click landed.
 */
export async function confirmOk(
  page: Page,
  ok: RegExp = /确\s*定/,
  { until }: { until?: Locator } = {},
): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(confirm).toHaveCount(1);
  const button = confirm.getByRole('button', { name: ok });
  await expect(button).toBeVisible();
  await expect(button).toBeEnabled();
  await button.click();
  if (until) await expect(until).toBeVisible();
  else await expect(page.locator('.ant-modal-confirm')).toBeHidden();
}

/**
 * Signs out through the avatar menu and its confirmation, and waits for /login. The OK is the
 * confirmation's own: a dialog just closed (a saved form) can still be in the page, and its OK
 * took the click once on CI (ci12), leaving the user signed in.
 */
export async function logout(page: Page): Promise<void> {
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: /^(退出登录|Log out)$/ }).click();
  await expect(page.locator('.ant-modal-confirm').getByText(/确定注销并退出系统吗|log out/i)).toBeVisible();
  await confirmOk(page, /^(确\s*定|OK|Confirm)$/);
  await expect(page).toHaveURL(/\/login/);
}

/** The tab bar's titles, left to right. */
export const tagTexts = (page: Page) => page.getByTestId('tag').allInnerTexts();

/**
 * Picks an action from a tag's context menu, with one right-click and one click. The menu closes on
 * any scroll of the window (antd's context menus do), and a page still drawing its table can shrink
 * a scrolled window: so the page is unscrolled and settled first, the menu open and its entry enabled
 * before the click. With `tagsAfter`, waits until the tab bar shows it.
 */
export async function tagAction(page: Page, name: RegExp, action: string, tagsAfter?: string[]): Promise<void> {
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('tag').filter({ hasText: name }).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toHaveCount(1);
  const item = menu.getByRole('menuitem', { name: action });
  await expect(item).toBeVisible();
  await expect(item).not.toHaveAttribute('aria-disabled', 'true');
  await item.click();
  await expect(menu).toHaveCount(0);
  if (tagsAfter) await expect.poll(() => tagTexts(page)).toEqual(tagsAfter);
}

/** The browser's local day as exports name it (YYYY-MM-DD). */
export const localDay = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/**
 * A downloaded xlsx read back: its part names, the first sheet's XML, and that sheet's header row
 * beside the column titles the table on screen shows (without the actions column), to compare.
 */
export async function readExport(download: Download, table: Locator) {
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  const header = [...(/<row r="1">(.*?)<\/row>/.exec(sheet)?.[1] ?? '').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map(
    (m) => m[1],
  );
  const titles = (await table.locator('thead th').allTextContents())
    .map((text) => text.trim())
    .filter((text) => text !== '' && text !== '操作' && text !== 'Actions');
  return { parts: Object.keys(files), sheet, header, titles };
}

/**
 * The journeys' console, as an operator who turned off "Pop-up for critical alarms" sees it: the mock
 * raises critical alarms from its live data, at whatever moment a journey happens to be in, and the
 * pop-up (which stays until closed) covers the top right of the page, the search form's buttons among
 * them. Journeys about the pop-up turn it on with `alarmPopup: true`. Settings a journey stores itself
 * are kept as they are.
 */
export const test = base.extend<{ alarmPopup: boolean }>({
  alarmPopup: [false, { option: true }],
  context: async ({ context, alarmPopup }, provide) => {
    await context.addInitScript((popup) => {
      const key = 'console:settings';
      if (localStorage.getItem(key) === null)
        localStorage.setItem(key, JSON.stringify({ state: { alarmPopup: popup }, version: 1 }));
    }, alarmPopup);
    await provide(context);
  },
});
export { expect };
