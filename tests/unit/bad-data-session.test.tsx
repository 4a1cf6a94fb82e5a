import { render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/modules/auth';
import { Providers } from '@/app/providers';
import { HasPermi, HasRole } from '@/lib/access/access';
import {
  canSeeRoute,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  type Subject,
} from '@/lib/access/permission';
import { getToken } from '@/lib/auth/token';
import { AppRoutes } from '@/router/app-routes';
import { toSessionUser, useSession, type SessionUser } from '@/stores/session';
import { mockControl } from '@mocks/node';
import { findToast, signIn } from '../helpers';

/** Invariant 10 for the user info: odd roles and permissions never crash the console or a check. */

const info = (fields: Record<string, unknown>) => ({ name: 'admin', roles: ['admin'], ...fields }) as UserInfo;

beforeEach(() => useSession.setState({ token: undefined, user: undefined, menus: undefined }));
afterEach(() => useSession.setState({ user: undefined, menus: undefined }));

describe('toSessionUser given odd roles and permissions', () => {
  it('treats null, a lone string or an object as no permissions', () => {
    for (const permissions of [null, undefined, 'system:user:list', { 0: '*:*:*' }, 7]) {
      expect(toSessionUser(info({ permissions })).permissions, String(permissions)).toEqual([]);
    }
  });

  it('keeps only the non-blank strings of an array, once each', () => {
    const user = toSessionUser(
      info({
        roles: [null, 'admin', 3, '', '  ', { roleKey: 'x' }, 'admin', ['operator']],
        permissions: ['system:user:list', null, 42, 'system:user:list', true, '*:*:*'],
      }),
    );
    expect(user.roles).toEqual(['admin']);
    expect(user.permissions).toEqual(['system:user:list', '*:*:*']);
  });

  it('refuses roles that are null, a string, or hold no usable role with the §8 text, not a crash', () => {
    for (const roles of [null, 'admin', [null, 1, ' '], {}]) {
      expect(() => toSessionUser(info({ roles })), JSON.stringify(roles)).toThrow('当前用户未设置角色!');
    }
    for (const answer of [null, 'admin', 7, [info({})]]) {
      expect(() => toSessionUser(answer as unknown as UserInfo), JSON.stringify(answer)).toThrow(
        'Verification failed, please Login again.',
      );
    }
  });

  it('turns names, avatar and id of the wrong type into empty values', () => {
    const user = toSessionUser(
      info({ userId: Number.NaN, name: 5, nickName: null, avatar: { src: 'x' }, introduction: ['x'] }),
    );
    expect(user).toEqual<SessionUser>({
      userId: undefined,
      name: '',
      nickName: '',
      avatar: '',
      introduction: '',
      roles: ['admin'],
      permissions: [],
    });
  });
});

describe('permission checks on lists that are not arrays', () => {
  const odd = [
    { permissions: null, roles: null },
    { permissions: '*:*:*', roles: 'admin' },
    { permissions: [null, 3, '*:*:*'], roles: [{}, 'admin'] },
    { permissions: undefined, roles: 7 },
  ] as unknown as Subject[];

  it('never throw, and grant only what a real list of strings holds', () => {
    const granted = odd.map((subject) => [
      hasPermi(subject, 'system:user:list'),
      hasPermiOr(subject, ['system:user:list']),
      hasPermiAnd(subject, ['system:user:list']),
      hasRole(subject, 'operator'),
      hasRoleOr(subject, ['operator']),
      hasRoleAnd(subject, ['operator']),
      canSeeRoute(subject, { permissions: ['system:user:list'] }),
    ]);
    expect(granted).toEqual([
      [false, false, false, false, false, false, false],
      [false, false, false, false, false, false, false],
      [true, true, true, true, true, true, true],
      [false, false, false, false, false, false, false],
    ]);
    const admin: Subject = { permissions: ['*:*:*'], roles: ['admin'] };
    expect(hasPermi(admin, null as unknown as string)).toBe(false);
    expect(hasRole(admin, 7 as unknown as string)).toBe(false);
  });

  it('read a route whose requirement is a lone string as one requirement, and ignore other values', () => {
    const operator: Subject = { permissions: ['tower:info:list'], roles: ['operator'] };
    const route = (fields: Record<string, unknown>) => fields as { permissions?: string[]; roles?: string[] };
    expect(canSeeRoute(operator, route({ permissions: 'system:user:list' }))).toBe(false);
    expect(canSeeRoute(operator, route({ permissions: 'tower:info:list' }))).toBe(true);
    expect(canSeeRoute(operator, route({ roles: 'operator' }))).toBe(true);
    expect(canSeeRoute(operator, route({ permissions: null, roles: { 0: 'admin' } }))).toBe(true);
    expect(canSeeRoute(operator, route({ permissions: [null, 5, 'system:user:list'] }))).toBe(false);
  });

  it('render nothing instead of failing when the session holds a list of the wrong type', () => {
    useSession.setState({
      user: { name: 'x', nickName: '', avatar: '', introduction: '', roles: 'admin', permissions: null } as never,
    });
    render(
      <>
        <HasPermi value={['system:user:add']}>
          <button type="button">add</button>
        </HasPermi>
        <HasRole value={['admin']}>
          <button type="button">admin only</button>
        </HasRole>
        <span>page</span>
      </>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('add')).not.toBeInTheDocument();
    expect(screen.queryByText('admin only')).not.toBeInTheDocument();
  });
});

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function openConsoleWithInfo(data: Record<string, unknown>) {
  const token = await signIn();
  useSession.setState({ token });
  mockControl.fault({ method: 'GET', path: 'user/info', body: { code: 200, msg: '', data } });
  render(
    <Providers>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the console given an info answer with odd fields', () => {
  it('opens with mistyped permissions, a null name and odd entries in the roles', async () => {
    await openConsoleWithInfo({
      userId: '1',
      name: null,
      nickName: 12,
      avatar: ['x'],
      introduction: null,
      roles: [null, 'admin', 3],
      permissions: 'system:user:list',
    });
    expect(await screen.findByText('欢迎回来，', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(useSession.getState().user).toMatchObject({ name: '', nickName: '', roles: ['admin'], permissions: [] });
    expect(screen.getByTestId('avatar-menu').querySelector('img')).toHaveAttribute('src', '/profile.svg');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  }, 30_000);

  it('sends a user whose roles are a lone string back to sign in with 当前用户未设置角色!', async () => {
    await openConsoleWithInfo({ name: 'admin', roles: 'admin', permissions: ['*:*:*'] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), { timeout: 15_000 });
    expect(findToast('当前用户未设置角色!').type).toBe('error');
    expect(getToken()).toBeUndefined();
  }, 30_000);
});
