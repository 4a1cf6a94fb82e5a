import type { Page, Request } from '@playwright/test';
import { addFault, ADMIN, confirmOk, expect, openSignedIn, signIn, test } from './fixtures';

/** Everything the app keeps in Web Storage. The mock backend's own tables (`mock:*`) are the server's. */
function appStorage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .filter((key) => !key.startsWith('mock:'))
        .map((key) => `${key}=${storage.getItem(key)}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
}

/** Signs in and waits until the layout (user info and menus loaded) is on screen. */
async function openConsole(page: Page, path = '/dashboard'): Promise<void> {
  await openSignedIn(page, path);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
}

/**
 * Replaces one table of the mock backend's database before the app starts (the mock keeps its
 * tables in localStorage under `mock:db:v1:<table>`), so the server itself answers with odd data.
 */
async function serveTable(page: Page, table: string, rows: unknown[]): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `mock:db:v1:${table}`,
    value: JSON.stringify(rows),
  });
}

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
}

test.describe('invariant 1: one auth-failure gate', () => {
  test('a failing logout signs out locally once, without an alert or a loop', async ({ page }) => {
    await openConsole(page, '/dashboard');
    await addFault(page, { path: 'user/logout', code: 401, msg: 'expired' });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/')) calls.push(new URL(r.url()).pathname);
    });
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await confirmOk(page);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('button', { name: /登 录/ })).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
    expect(calls.filter((c) => c.endsWith('/user/logout'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('/user/info'))).toHaveLength(0);
    // The session was already gone: no 'expired, sign in again' alert over the sign-in page.
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  });

  test('a live dashboard call answering 401 while the logout is under way raises no alert', async ({ page }) => {
    await openConsole(page, '/dashboard');
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.locator('.ant-modal-confirm').getByText('确定注销并退出系统吗')).toBeVisible();
    const live = (r: Request) => r.url().includes('/api/admin/tower/');
    const underWay = new Set<Request>();
    page.on('request', (r) => {
      if (live(r)) underWay.add(r);
    });
    const settled = (r: Request) => underWay.delete(r);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    // The server has ended the session: a live call sent just before the logout answers 401 while
    // the logout call itself is still on its way back. One call takes the 401, 4 s after the mock
    // received it; the mock using up the rule says when that call is under way (a request event
    // could name a call sent before the rule, leaving a 401 that lands before the click).
    await addFault(page, { path: 'tower/*', delayMs: 4000, status: 401, times: 1 });
    await addFault(page, { path: 'user/logout', delayMs: 5500 });
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (window as unknown as { __mock: { faults: () => { path: string }[] } }).__mock
              .faults()
              .some((rule) => rule.path === 'tower/*'),
          ),
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(false);
    // The confirmation has long finished opening: one click (confirmOk waits for every dialog to close).
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect.poll(() => underWay.size, { timeout: 10_000 }).toBe(0);
    await expect(page.getByRole('button', { name: /登 录/ })).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  });
});

test.describe('invariant 2: safe redirects', () => {
  test('/auth-redirect never leaves the site', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', '/%5Cevil.example']) {
      await page.goto(`/auth-redirect?redirect=${encodeURIComponent(target)}`);
      await expect(page, target).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    }
  });

  test('/auth-redirect keeps a same-site target with its query', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.goto(`/auth-redirect?redirect=${encodeURIComponent('/system/post?postCode=ceo')}`);
    await expect(page).toHaveURL(/\/system\/post\?postCode=ceo$/);
  });

  test('/redirect/<path> cannot leave the site', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.goto('/redirect//evil.example');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    await page.goto('/redirect/system/post?x=1');
    await expect(page).toHaveURL(/\/system\/post\?x=1$/);
  });
});

test.describe('invariant 5: token hygiene', () => {
  test('the token lives only in the Admin-Token cookie and travels only in the Authorization header', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await openSignedIn(page, '/system/post');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    const cookie = await tokenCookie(page);
    expect(cookie).toBeDefined();
    const token = cookie?.value ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });

    expect(requests.map((r) => r.url()).filter((url) => url.includes(token))).toEqual([]);
    const apiCalls = requests.filter((r) => r.url().includes('/api/admin/') && !r.url().endsWith('/user/login'));
    expect(apiCalls.length).toBeGreaterThan(2);
    for (const call of apiCalls) expect(await call.headerValue('authorization')).toBe(`Bearer ${token}`);
    expect(await appStorage(page)).not.toContain(token);
    expect(await page.evaluate(() => window.name + document.title + location.href)).not.toContain(token);
  });

  test('logout clears the cookie and leaves nothing of the session behind', async ({ page }) => {
    await openConsole(page, '/dashboard');
    const token = (await tokenCookie(page))?.value ?? '';
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await confirmOk(page);
    await expect(page).toHaveURL(/\/login/);
    expect(await tokenCookie(page)).toBeUndefined();
    expect(await appStorage(page)).not.toContain(token);
    expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  });
});

test.describe('invariant 6: RSA and remember-me', () => {
  test('the password leaves the browser encrypted, and remember-me keeps the user name only', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/user/login')) bodies.push(r.postData() ?? '');
    });
    await page.goto('/login');
    await page.getByRole('checkbox', { name: '记住账号' }).check();
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);

    expect(bodies).toHaveLength(1);
    const sent = JSON.parse(bodies[0]) as { username: string; password: string };
    expect(sent.username).toBe('admin');
    expect(sent.password).not.toContain(ADMIN.password);
    expect(Buffer.from(sent.password, 'base64')).toHaveLength(256);

    const stored = await appStorage(page);
    expect(stored).toContain('console:rememberedUser=admin');
    expect(stored).not.toContain(ADMIN.password);
    expect(stored).not.toContain(sent.password.slice(0, 32));
    expect((await page.context().cookies()).map((c) => c.value).join('\n')).not.toContain(ADMIN.password);

    // The name comes back on the next visit; the password does not.
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByPlaceholder('账号')).toHaveValue('admin');
    await expect(page.getByPlaceholder('密码')).toHaveValue('');
  });

  test('two sign-ins send different ciphertexts (PKCS#1 v1.5 padding is random)', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/user/login')) bodies.push(r.postData() ?? '');
    });
    await page.goto('/login');
    await signIn(page, { username: 'admin', password: 'wrong-once' });
    await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
    await signIn(page, { username: 'admin', password: 'wrong-once' });
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[0]).not.toBe(bodies[1]);
  });
});

test.describe('invariant 8: leaving a page aborts its requests', () => {
  test('without toasts and without errors', async ({ page }) => {
    await openConsole(page, '/dashboard');
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      // The browser's own line for the faulted connection is not the app's.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
    });
    await addFault(page, { path: 'deposts/*', delayMs: 2500, code: 500, msg: '这条消息不应出现' });
    await addFault(page, { path: 'dicts/*', delayMs: 2500, network: true });

    // Every faulted request, until it has ended one way or another (aborted, or answered late).
    const open = new Set<Request>();
    let faulted = 0;
    page.on('request', (r) => {
      if (!/\/api\/admin\/(deposts|dicts)\//.test(r.url())) return;
      open.add(r);
      faulted += 1;
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));

    const sidebar = page.getByTestId('sidebar');
    const listRequested = page.waitForRequest((r) => r.url().includes('/api/admin/deposts/page'));
    await sidebar.getByText('系统管理').click();
    // One click, once the submenu is open and its entry shown (reduced motion: it opens at once).
    const entry = sidebar.getByText('岗位管理');
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await listRequested;
    await sidebar.getByText('首页').click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Wait for the delayed answers to be over, however long they take, and a frame more: nothing may surface.
    await expect.poll(() => open.size, { timeout: 20_000 }).toBe(0);
    expect(faulted).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expect(page.getByText('这条消息不应出现')).toHaveCount(0);
    await expect(page.getByText('后端接口连接异常')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('invariant 10: tolerant of bad data', () => {
  const menuRow = { visible: '0', status: '0', perms: '', isFrame: '1', isCache: '0', query: '' };
  const XSS_TITLE = '<img src=x onerror="window.__xss=1">';

  test('a menu tree with missing, null and mistyped fields does not white-screen the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await serveTable(page, 'sys_menu', [
      {
        ...menuRow,
        menuId: 1,
        parentId: 0,
        menuName: null,
        path: '/system',
        component: 'Layout',
        icon: null,
        menuType: 'M',
        orderNum: 1,
      },
      {
        ...menuRow,
        menuId: 2,
        parentId: 1,
        menuName: XSS_TITLE,
        path: 'post',
        component: 'system/post/index',
        icon: 42,
        menuType: 'C',
        perms: null,
        orderNum: 1,
      },
      { ...menuRow, menuId: 3, parentId: 0, menuName: 'lab', path: null, component: null, icon: '', menuType: 'M' },
      {
        ...menuRow,
        menuId: 4,
        parentId: 0,
        menuName: 'tower',
        path: '/tower',
        component: 'Layout',
        icon: 'RocketOutlined',
        menuType: 'M',
        orderNum: 3,
      },
      {
        ...menuRow,
        menuId: 5,
        parentId: 4,
        path: 'info',
        component: 'tower/info/index',
        icon: 'NoSuchIcon',
        menuType: 'C',
        orderNum: 1,
      },
      { ...menuRow, menuId: 6, parentId: 4, menuName: 'ghost', path: '', component: 'x/y', menuType: 'C', orderNum: 2 },
      {
        ...menuRow,
        menuId: 7,
        parentId: 4,
        menuName: 'javascript:alert(1)',
        path: 'javascript:alert(1)',
        component: 'x/z',
        menuType: 'C',
        orderNum: 3,
      },
    ]);
    await openConsole(page, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('首页')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // An icon outside the common set is loaded on demand from the full set.
    await expect(sidebar.locator('[aria-label="rocket"]')).toBeVisible();

    // Titles render as text (invariant 3), and the page behind the odd entry still opens.
    await sidebar.getByText('System1').click();
    await expect(sidebar.getByText(XSS_TITLE)).toBeVisible();
    await expect(sidebar.locator('img[src="x"]')).toHaveCount(0);
    await sidebar.getByText(XSS_TITLE).click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('a menu answer without data leaves a working console with the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: /登 录/ })).toBeVisible();
    await addFault(page, { path: 'menus/routes', code: 200, times: 1 });
    await signIn(page);
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('首页')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('系统管理')).toHaveCount(0);
  });

  test('user info with missing and mistyped fields still opens the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await serveTable(page, 'sys_user', [
      {
        userId: 1,
        deptId: 100,
        userName: 'admin',
        password: 'admin123',
        status: '0',
        nickName: null,
        avatar: 'javascript:alert(1)',
        introduction: 7,
        email: null,
      },
    ]);
    await openConsole(page, '/dashboard');
    await expect(page.getByTestId('avatar-menu')).toContainText('admin');
    await expect(page.getByTestId('avatar-menu').locator('img')).toHaveAttribute('src', '/profile.svg');
    expect(errors).toEqual([]);
  });
});

// Invariant 13 (no mock in the production build) is checked by scripts/check-production-bundle.mjs in npm test.
