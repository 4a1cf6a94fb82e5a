import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { ApiError } from '@/api/types';
import { isSessionAlertOpen } from '@/api/auth-gate';
import { Providers } from '@/app/providers';
import LoginPage from '@/features/login/login-page';
import { getToken, TOKEN_COOKIE } from '@/lib/auth/token';
import { onSessionCleared, signOutAndReload, useSession } from '@/stores/session';
import { faultHandler, mockControl, server } from '@mocks/node';
import { dialogs, toasts } from '../feedback-recorder';
import { ADMIN, findToast } from '../helpers';

/** Records the bodies of the calls the app makes to one auth path. */
function watch(path: string) {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api/admin${path}`) {
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text));
    }
  });
  return bodies;
}

/** Everything the browser keeps for this origin, as one string. */
function everythingStored(): string {
  const web = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`);
  const session = Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`);
  return [...web, ...session, document.cookie].join('\n');
}

/** Probe calls the server holds until `answerAll`, then answers 401 (HTTP or envelope). */
function heldAnswers() {
  const held: (() => void)[] = [];
  const hold = () => new Promise<void>((resolve) => held.push(resolve));
  server.use(
    mswHttp.get('*/api/admin/probe/envelope', async () => {
      await hold();
      return HttpResponse.json({ code: 401, msg: 'expired' });
    }),
    mswHttp.get('*/api/admin/probe/:name', async () => {
      await hold();
      return HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 });
    }),
  );
  return { waiting: () => held.length, answerAll: () => held.forEach((answer) => answer()) };
}

/** Runs a sign-out that reloads the page; jsdom cannot reload. */
function withoutReload(signOut: () => void): void {
  const original = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload: vi.fn() } });
  try {
    signOut();
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  }
}

describe('session store', () => {
  beforeEach(() => {
    server.events.removeAllListeners();
    useSession.setState({ token: undefined, user: undefined, menus: undefined });
  });

  it('signs in with an RSA-encrypted password and keeps the token in the Admin-Token cookie only', async () => {
    const bodies = watch('/user/login');
    await useSession.getState().login('  admin ', ADMIN.password);
    const token = useSession.getState().token;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(Cookies.get(TOKEN_COOKIE)).toBe(token);
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = JSON.parse(bodies[0]) as { username: string; password: string };
    expect(sent.username).toBe('admin');
    expect(sent.password).not.toContain(ADMIN.password);
    expect(atob(sent.password)).toHaveLength(256); // one RSA-2048 block
    expect(everythingStored().replace(`${TOKEN_COOKIE}=${token}`, '')).not.toContain(String(token));
  });

  it('rejects a wrong password without storing anything', async () => {
    await expect(useSession.getState().login('admin', 'wrong')).rejects.toMatchObject({
      message: '用户不存在/密码错误',
    });
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
    findToast('用户不存在/密码错误');
  });

  it('sends nothing when the password cannot be encrypted', async () => {
    const bodies = watch('/user/login');
    const encrypt = await import('@/lib/auth/encrypt');
    const spy = vi.spyOn(encrypt, 'encryptPassword').mockReturnValue(undefined);
    await expect(useSession.getState().login('admin', 'admin123')).rejects.toThrow('密码加密失败，请刷新页面后重试');
    spy.mockRestore();
    expect(bodies).toHaveLength(0);
  });

  it('logs out with POST /user/logout and clears the cookie, the user, the menus and the caches', async () => {
    const bodies = watch('/user/logout');
    await useSession.getState().login('admin', ADMIN.password);
    await useSession.getState().loadUser();
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    await useSession.getState().logout();
    stop();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(getToken()).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: undefined, user: undefined, menus: undefined });
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('the server forgets the token on logout', async () => {
    await useSession.getState().login('admin', ADMIN.password);
    const token = useSession.getState().token;
    await useSession.getState().logout();
    Cookies.set(TOKEN_COOKIE, String(token));
    await expect(api.get('/user/info')).rejects.toMatchObject({ kind: 'auth' });
  });

  it.each([
    ['a server error', { code: 500, msg: 'logout broke' }],
    ['a network failure', { network: true }],
    ['an HTTP 503', { status: 503 }],
    ['an envelope 401 (the session had already expired)', { code: 401, msg: 'expired' }],
    ['an HTTP 401', { status: 401 }],
  ])('still signs out locally after %s, calling logout once and showing nothing', async (_label, fault) => {
    const bodies = watch('/user/logout');
    await useSession.getState().login('admin', ADMIN.password);
    server.use(faultHandler);
    mockControl.fault({ path: 'user/logout', ...fault });
    await expect(useSession.getState().logout()).resolves.toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(1);
    expect(toasts).toHaveLength(0);
    expect(dialogs).toHaveLength(0);
    expect(isSessionAlertOpen()).toBe(false);
  });

  it.each([
    ['logging out', () => useSession.getState().logout()],
    ['the re-login dialog signing out', () => withoutReload(signOutAndReload)],
    ['a local sign-out', () => useSession.getState().clear()],
  ])('aborts the calls still under way on %s; their late 401s raise no alert and no toast', async (_label, signOut) => {
    await useSession.getState().login('admin', ADMIN.password);
    const server401 = heldAnswers();
    const calls = [
      api.get('/probe/http'),
      api.get('/probe/envelope'),
      api.get('/probe/quiet', undefined, { silent: true }),
    ];
    const outcomes: unknown[] = [];
    calls.forEach((call) => call.catch((error: unknown) => outcomes.push(error)));
    await waitFor(() => expect(server401.waiting()).toBe(3));
    await signOut();
    // Aborted before the server answers.
    await waitFor(() => expect(outcomes).toHaveLength(3));
    expect(outcomes.every((error) => error instanceof ApiError && error.kind === 'canceled')).toBe(true);
    server401.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken()).toBeUndefined();
    expect(dialogs).toHaveLength(0);
    expect(toasts).toHaveLength(0);
    expect(isSessionAlertOpen()).toBe(false);
  });

  it('keeps one alert for many 401s while signed in, after a sign-out and a new sign-in', async () => {
    await useSession.getState().login('admin', ADMIN.password);
    await useSession.getState().logout();
    await useSession.getState().login('admin', ADMIN.password);
    mockControl.expireSessions();
    await Promise.allSettled([api.get('/user/info'), api.get('/menus/routes'), api.get('/user/info')]);
    expect(dialogs).toHaveLength(1);
    expect(isSessionAlertOpen()).toBe(true);
  });

  it('does not call the server to log out without a token', async () => {
    const bodies = watch('/user/logout');
    await useSession.getState().logout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(0);
  });

  it('the re-login button of the 401 alert clears the session', async () => {
    await useSession.getState().login('admin', ADMIN.password);
    await useSession.getState().loadUser();
    mockControl.expireSessions();
    await Promise.allSettled([api.get('/user/info'), api.get('/menus/routes'), api.get('/user/info')]);
    expect(dialogs).toHaveLength(1);
    expect(isSessionAlertOpen()).toBe(true);
    // jsdom cannot reload; the clearing is what matters here.
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      await dialogs[0].onOk?.();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
    expect(getToken()).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: undefined, user: undefined });
    expect(isSessionAlertOpen()).toBe(false);
  });

  it('the stay button keeps the session and allows the next expiry to alert again', async () => {
    await useSession.getState().login('admin', ADMIN.password);
    const token = useSession.getState().token;
    mockControl.expireSessions();
    await api.get('/user/info').catch(() => undefined);
    await dialogs[0].onCancel?.();
    expect(useSession.getState().token).toBe(token);
    expect(isSessionAlertOpen()).toBe(false);
    await api.get('/user/info').catch(() => undefined);
    expect(dialogs).toHaveLength(2);
  });
});

describe('login page: remember me (invariant 6)', () => {
  beforeEach(() => useSession.setState({ token: undefined, user: undefined, menus: undefined }));

  function renderLogin() {
    return render(
      <Providers>
        <MemoryRouter initialEntries={['/login?redirect=%2Ftower%2Finfo']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/tower/info" element={<p>tower page</p>} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
  }

  it('keeps only the user name, never the password or anything derived from it', async () => {
    const bodies = watch('/user/login');
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), ADMIN.password);
    await user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('tower page', undefined, { timeout: 8000 })).toBeInTheDocument();
    const cipher = (JSON.parse(bodies[0]) as { password: string }).password;
    const stored = everythingStored();
    expect(localStorage.getItem('console:rememberedUser')).toBe('admin');
    expect(stored).not.toContain(ADMIN.password);
    expect(stored).not.toContain(cipher);
    expect(stored).not.toContain(cipher.slice(0, 40));
  });

  it('fills the remembered name in next time, and forgets it when unticked', async () => {
    localStorage.setItem('console:rememberedUser', 'operator');
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByPlaceholderText('账号')).toHaveValue('operator');
    const remember = screen.getByRole('checkbox', { name: '记住账号' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(screen.getByPlaceholderText('密码'), 'operator123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('tower page', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(localStorage.getItem('console:rememberedUser')).toBeNull();
  });
});
