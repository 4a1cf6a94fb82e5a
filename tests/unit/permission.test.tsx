import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HasPermi, HasRole, useAccess } from '@/lib/access/access';
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
import { useSession, type SessionUser } from '@/stores/session';

const ADMIN: Subject = { permissions: ['*:*:*'], roles: ['admin'] };
const ENGINEER: Subject = { permissions: ['wms:sensor:list', 'wms:sensor:add'], roles: ['engineer', 'viewer'] };
const NOBODY: Subject = { permissions: [], roles: [] };

describe('permission checks (§6)', () => {
  it('hasPermi: the wildcard passes everything, others need the exact string', () => {
    expect(hasPermi(ADMIN, 'system:user:remove')).toBe(true);
    expect(hasPermi(ENGINEER, 'wms:sensor:add')).toBe(true);
    expect(hasPermi(ENGINEER, 'wms:sensor:remove')).toBe(false);
    expect(hasPermi(ENGINEER, 'wms:sensor')).toBe(false);
    expect(hasPermi(NOBODY, 'wms:sensor:list')).toBe(false);
    expect(hasPermi(ADMIN, '')).toBe(false);
  });

  it('hasPermiOr / hasPermiAnd: any / all of the listed permissions', () => {
    expect(hasPermiOr(ENGINEER, ['wms:sensor:remove', 'wms:sensor:add'])).toBe(true);
    expect(hasPermiOr(ENGINEER, ['wms:sensor:remove', 'system:user:list'])).toBe(false);
    expect(hasPermiAnd(ENGINEER, ['wms:sensor:list', 'wms:sensor:add'])).toBe(true);
    expect(hasPermiAnd(ENGINEER, ['wms:sensor:list', 'wms:sensor:remove'])).toBe(false);
    expect(hasPermiAnd(ADMIN, ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('hasRole / hasRoleOr / hasRoleAnd: the admin role passes every role check', () => {
    expect(hasRole(ADMIN, 'operator')).toBe(true);
    expect(hasRole(ENGINEER, 'engineer')).toBe(true);
    expect(hasRole(ENGINEER, 'operator')).toBe(false);
    expect(hasRole(ENGINEER, '')).toBe(false);
    expect(hasRoleOr(ENGINEER, ['operator', 'viewer'])).toBe(true);
    expect(hasRoleOr(ENGINEER, ['operator', 'device'])).toBe(false);
    expect(hasRoleAnd(ENGINEER, ['engineer', 'viewer'])).toBe(true);
    expect(hasRoleAnd(ENGINEER, ['engineer', 'operator'])).toBe(false);
    expect(hasRoleAnd(ADMIN, ['engineer', 'operator'])).toBe(true);
  });

  it('the wildcard permission does not grant roles, and the admin role does not grant permissions', () => {
    expect(hasRole({ permissions: ['*:*:*'], roles: [] }, 'admin')).toBe(false);
    expect(hasPermi({ permissions: [], roles: ['admin'] }, 'system:user:list')).toBe(false);
  });

  it('raises the §5 error for a value that is not a non-empty array', () => {
    for (const bad of [[], undefined, null, 'system:user:list', { 0: 'a' }]) {
      expect(() => hasPermiOr(ADMIN, bad as never)).toThrow('请设置操作权限标签值');
      expect(() => hasPermiAnd(ADMIN, bad as never)).toThrow('请设置操作权限标签值');
      expect(() => hasRoleOr(ADMIN, bad as never)).toThrow('请设置角色权限标签值');
      expect(() => hasRoleAnd(ADMIN, bad as never)).toThrow('请设置角色权限标签值');
    }
  });

  it('canSeeRoute keeps a route if any permission matches, else if any role matches; open without either', () => {
    expect(canSeeRoute(ENGINEER, {})).toBe(true);
    expect(canSeeRoute(ENGINEER, { permissions: [], roles: [] })).toBe(true);
    expect(canSeeRoute(ENGINEER, { permissions: ['x:y:z', 'wms:sensor:list'] })).toBe(true);
    expect(canSeeRoute(ENGINEER, { permissions: ['x:y:z'] })).toBe(false);
    expect(canSeeRoute(ENGINEER, { permissions: ['x:y:z'], roles: ['viewer'] })).toBe(true);
    expect(canSeeRoute(ENGINEER, { roles: ['admin'] })).toBe(false);
    expect(canSeeRoute(ADMIN, { roles: ['admin'] })).toBe(true);
    expect(canSeeRoute(ADMIN, { permissions: ['anything:at:all'] })).toBe(true);
    expect(canSeeRoute(NOBODY, { permissions: ['', 'x:y:z'] })).toBe(false);
    // Blank entries do not make a route private.
    expect(canSeeRoute(NOBODY, { permissions: [''], roles: [''] })).toBe(true);
  });
});

function signedInAs(subject: Subject) {
  const user: SessionUser = { name: 'u', nickName: 'U', avatar: '', introduction: '', ...subject } as SessionUser;
  useSession.setState({ token: 't', user, menus: [] });
}

function Probe() {
  const can = useAccess();
  return (
    <span data-testid="probe">
      {[
        can.permi('wms:sensor:add'),
        can.permiAnd(['wms:sensor:add', 'x:y:z']),
        can.role('viewer'),
        can.roleOr(['x', 'engineer']),
      ].join(',')}
    </span>
  );
}

describe('HasPermi / HasRole and useAccess', () => {
  beforeEach(() => useSession.setState({ token: undefined, user: undefined, menus: undefined }));

  it('render their children for a user holding one of the values and remove them otherwise', () => {
    signedInAs(ENGINEER);
    render(
      <>
        <HasPermi value={['wms:sensor:remove', 'wms:sensor:add']}>
          <button type="button">add sensor</button>
        </HasPermi>
        <HasPermi value={['system:user:remove']}>
          <button type="button">remove user</button>
        </HasPermi>
        <HasRole value={['viewer']}>
          <span>viewer panel</span>
        </HasRole>
        <HasRole value={['admin']}>
          <span>admin panel</span>
        </HasRole>
      </>,
    );
    expect(screen.getByRole('button', { name: 'add sensor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'remove user' })).not.toBeInTheDocument();
    expect(screen.getByText('viewer panel')).toBeInTheDocument();
    expect(screen.queryByText('admin panel')).not.toBeInTheDocument();
  });

  it('show everything to the admin and nothing to a signed-out visitor', () => {
    signedInAs(ADMIN);
    const { unmount } = render(
      <>
        <HasPermi value={['system:user:remove']}>
          <span>remove user</span>
        </HasPermi>
        <HasRole value={['operator']}>
          <span>operator panel</span>
        </HasRole>
      </>,
    );
    expect(screen.getByText('remove user')).toBeInTheDocument();
    expect(screen.getByText('operator panel')).toBeInTheDocument();
    unmount();

    useSession.setState({ user: undefined });
    render(
      <HasPermi value={['system:user:remove']}>
        <span>remove user</span>
      </HasPermi>,
    );
    expect(screen.queryByText('remove user')).not.toBeInTheDocument();
  });

  it('useAccess answers for the signed-in user', () => {
    signedInAs(ENGINEER);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('true,false,true,true');
  });
});
