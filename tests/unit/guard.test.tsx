import { render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/types';
import { Providers } from '@/app/providers';
import { getToken } from '@/lib/auth/token';
import { AppRoutes } from '@/router/app-routes';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { findToast, OPERATOR, signIn } from '../helpers';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

function renderAt(path: string) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

const location = () => screen.getByTestId('location').textContent;

async function expectLocation(expected: string) {
  await waitFor(() => expect(location()).toBe(expected), { timeout: 8000 });
}

/** Signs in against the mock and hands the token to the session store, as the login page does. */
async function withSession(account?: { username: string; password: string }) {
  const token = await signIn(account);
  useSession.setState({ token, user: undefined, menus: undefined });
  return token;
}

describe('route guard (§2, §8)', () => {
  beforeEach(() => useSession.setState({ token: undefined, user: undefined, menus: undefined }));

  it('sends a visitor without a token to /login with the path and query as redirect', async () => {
    renderAt('/system/user?x=1&y=2');
    await expectLocation(`/login?redirect=${encodeURIComponent('/system/user?x=1&y=2')}`);
    expect(await screen.findByPlaceholderText('账号')).toBeInTheDocument();
  });

  it('keeps the session when the user-info call is dropped (a reload mid-call), unlike a real failure', async () => {
    const token = await withSession();
    const loadUser = vi
      .spyOn(useSession.getState(), 'loadUser')
      .mockRejectedValueOnce(new ApiError('canceled', 'canceled'));
    renderAt('/dashboard');
    await waitFor(() => expect(loadUser).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 50));
    expect(getToken()).toBe(token);
    expect(location()).toBe('/dashboard');
    loadUser.mockRestore();
  });

  it('loads user info and menus first, then shows the page', async () => {
    await withSession();
    renderAt('/dashboard');
    expect(await screen.findByText('欢迎回来，系统管理员', undefined, { timeout: 8000 })).toBeInTheDocument();
    const { user, menus } = useSession.getState();
    expect(user?.roles).toEqual(['admin']);
    expect(user?.permissions).toEqual(['*:*:*']);
    expect(menus?.map((m) => m.path)).toContain('/system');
    await expectLocation('/dashboard');
  });

  it('clears the token and returns to /login?redirect= when user info fails', async () => {
    await withSession();
    mockControl.fault({ path: 'user/info', code: 500, msg: '服务暂不可用' });
    renderAt('/tower/info?page=2');
    await expectLocation(`/login?redirect=${encodeURIComponent('/tower/info?page=2')}`);
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
    expect(findToast('服务暂不可用').type).toBe('error');
  });

  for (const [label, rule] of [
    ['a 500', { path: 'menus/routes', status: 500, times: 1 }],
    ['a dropped connection', { path: 'menus/routes', network: true, times: 1 }],
    ['an error envelope', { path: 'menus/routes', code: 500, msg: '菜单服务异常', times: 1 }],
  ] as const) {
    it(`keeps the session and the address when the menu call fails (${label}); Retry recovers`, async () => {
      const token = await withSession();
      mockControl.fault(rule);
      renderAt('/tower/info?page=2');
      expect(await screen.findByText('菜单加载失败', undefined, { timeout: 8000 })).toBeInTheDocument();
      expect(getToken()).toBe(token);
      expect(location()).toBe('/tower/info?page=2');
      // No routes from a partial menu: nothing is registered while the menu is missing.
      expect(useSession.getState().menus).toBeUndefined();
      screen.getByRole('button', { name: /重\s?试/ }).click();
      await waitFor(() => expect(useSession.getState().menus?.length).toBeGreaterThan(0), { timeout: 8000 });
      expect(screen.queryByText('菜单加载失败')).not.toBeInTheDocument();
      expect(location()).toBe('/tower/info?page=2');
      expect(getToken()).toBe(token);
    });
  }

  it('refuses a user without roles with 当前用户未设置角色!', async () => {
    await withSession();
    server.use(
      mswHttp.get('*/api/admin/user/info', () =>
        HttpResponse.json({ code: 200, data: { name: 'ghost', roles: [], permissions: ['*:*:*'] } }),
      ),
    );
    renderAt('/dashboard');
    await expectLocation(`/login?redirect=${encodeURIComponent('/dashboard')}`);
    expect(findToast('当前用户未设置角色!').type).toBe('error');
    expect(getToken()).toBeUndefined();
  });

  it('refuses an empty info answer with "Verification failed, please Login again."', async () => {
    await withSession();
    server.use(mswHttp.get('*/api/admin/user/info', () => HttpResponse.json({ code: 200, msg: 'ok' })));
    renderAt('/dashboard');
    await expectLocation(`/login?redirect=${encodeURIComponent('/dashboard')}`);
    expect(findToast('Verification failed, please Login again.').type).toBe('error');
    expect(getToken()).toBeUndefined();
  });

  it('sends a signed-in user from /login to / and on to /dashboard', async () => {
    await withSession();
    renderAt('/login?redirect=%2Fsystem%2Fuser');
    await expectLocation('/dashboard');
    expect(await screen.findByText(/^欢迎回来/, undefined, { timeout: 8000 })).toBeInTheDocument();
  });

  it('redirects / to /dashboard and unknown paths to /404', async () => {
    await withSession();
    const { unmount } = renderAt('/');
    await expectLocation('/dashboard');
    unmount();
    renderAt('/no/such/page');
    await expectLocation('/404');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
  });

  it('sends a hidden route whose id is not digits to /404', async () => {
    await withSession();
    renderAt('/system/user-auth/role/1abc');
    await expectLocation('/404');
  });

  it('keeps the operator out of the admin-only dictionary items (/401)', async () => {
    await withSession(OPERATOR);
    renderAt('/system/dictitem/index/1');
    await expectLocation('/401');
    expect(await screen.findByText('抱歉，您没有访问该页面的权限。')).toBeInTheDocument();
    expect(useSession.getState().user?.roles).toEqual(['operator']);
  });

  it('lets the admin into a menu page the console has no component for yet, with a clear panel', async () => {
    await withSession();
    server.use(
      mswHttp.get('*/api/admin/menus/routes', () =>
        HttpResponse.json({
          code: 200,
          data: [
            {
              name: 'Lab',
              path: '/lab',
              component: 'Layout',
              title: 'lab',
              icon: '',
              children: [{ name: 'Bench', path: 'bench', component: 'lab/bench/index', title: 'bench', icon: '' }],
            },
          ],
        }),
      ),
    );
    renderAt('/lab/bench');
    expect(await screen.findByText('页面暂未提供', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(location()).toBe('/lab/bench');
  });
});
