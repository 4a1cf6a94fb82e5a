import { defineTable, touch } from '../db';
import { menus } from '../seed/menus';
import { posts, roleMenus, roles, userPosts, userRoles, users, type RoleRow, type UserRow } from '../seed/system';

export interface SessionRow {
  token: string;
  userId: number;
  expiresAt: number;
}

export interface MockUser {
  row: UserRow;
  roles: RoleRow[];
  roleKeys: string[];
  permissions: string[];
}

/** Idle sessions expire after this long (the backend's token lifetime). */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export const sessions = defineTable<SessionRow>('sessions', () => []);

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSession(userId: number): string {
  const token = randomToken();
  const rows = sessions();
  rows.push({ token, userId, expiresAt: Date.now() + SESSION_TTL_MS });
  touch('sessions');
  return token;
}

export function endSession(token: string | undefined): void {
  if (!token) return;
  const rows = sessions();
  const index = rows.findIndex((s) => s.token === token);
  if (index >= 0) {
    rows.splice(index, 1);
    touch('sessions');
  }
}

/** Expires every session, as a backend restart or a long idle would (for tests of the 401 path). */
export function expireAllSessions(): void {
  sessions().splice(0);
  touch('sessions');
}

export function tokenOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : undefined;
}

export function activeRolesOf(userId: number): RoleRow[] {
  const roleIds = new Set(
    userRoles()
      .filter((ur) => ur.userId === userId)
      .map((ur) => ur.roleId),
  );
  return roles().filter((r) => roleIds.has(r.roleId) && r.status === '0');
}

export function permissionsOfRoles(roleRows: readonly RoleRow[]): string[] {
  if (roleRows.some((r) => r.roleKey === 'admin')) return ['*:*:*'];
  const roleIds = new Set(roleRows.map((r) => r.roleId));
  const menuIds = new Set(
    roleMenus()
      .filter((rm) => roleIds.has(rm.roleId))
      .map((rm) => rm.menuId),
  );
  const perms = new Set<string>();
  for (const menu of menus()) {
    if (menuIds.has(menu.menuId) && menu.status === '0' && menu.perms) perms.add(menu.perms);
  }
  return [...perms].sort();
}

/** A user's permissions: those of the roles' menus plus those granted by the posts (`deposts/pers`). */
function permissionsOf(userId: number, roleRows: readonly RoleRow[]): string[] {
  const fromRoles = permissionsOfRoles(roleRows);
  if (fromRoles.includes('*:*:*')) return fromRoles;
  const postIds = new Set(
    userPosts()
      .filter((up) => up.userId === userId)
      .map((up) => up.postId),
  );
  const fromPosts = posts()
    .filter((p) => postIds.has(p.postId) && p.status === '0')
    .flatMap((p) => (Array.isArray(p.perms) ? p.perms : []));
  return [...new Set([...fromRoles, ...fromPosts])].sort();
}

export function userById(userId: number): MockUser | undefined {
  const row = users().find((u) => u.userId === userId);
  if (!row) return undefined;
  const roleRows = activeRolesOf(userId);
  return {
    row,
    roles: roleRows,
    roleKeys: roleRows.map((r) => r.roleKey),
    permissions: permissionsOf(userId, roleRows),
  };
}

/** The signed-in user of a request, or undefined for a missing, unknown or expired token. */
export function currentUser(request: Request): MockUser | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  const session = sessions().find((s) => s.token === token);
  if (!session) return undefined;
  if (session.expiresAt < Date.now()) {
    endSession(token);
    return undefined;
  }
  const user = userById(session.userId);
  if (!user || user.row.status !== '0') return undefined;
  session.expiresAt = Date.now() + SESSION_TTL_MS;
  return user;
}
