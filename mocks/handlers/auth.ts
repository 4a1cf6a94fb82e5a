import { JSEncrypt } from 'jsencrypt';
import { http } from 'msw';
import { touch } from '../db';
import { MOCK_RSA_PRIVATE_KEY } from '../keys/rsa-private-key';
import { API, fail, guarded, ok, readJson, say } from '../lib/http';
import { now } from '../lib/random';
import { createSession, endSession, tokenOf } from '../auth/sessions';
import { recordLogin } from '../seed/logs';
import { menus, type MenuRow } from '../seed/menus';
import { roleMenus, users } from '../seed/system';

/** `MenuRoute` of CONTRACT.md, as the backend sends it. */
export interface MockMenuRoute {
  name: string;
  path: string;
  component: string;
  title: string;
  icon: string;
  hidden?: boolean;
  redirect?: string;
  permissions?: string[];
  roles?: string[];
  children?: MockMenuRoute[];
}

/**
 * Ciphers already decrypted: the 2048-bit private-key operation takes tens of milliseconds, and the
 * tests sign in with the same cipher before each test (tests/helpers.ts). A cipher always decrypts
 * to the same text, so the answer is the same.
 */
const decrypted = new Map<string, string>();

function decryptPassword(cipher: unknown): string | undefined {
  if (typeof cipher !== 'string' || cipher === '') return undefined;
  const known = decrypted.get(cipher);
  if (known !== undefined) return known;
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(MOCK_RSA_PRIVATE_KEY);
  const plain = rsa.decrypt(cipher);
  if (typeof plain !== 'string') return undefined;
  if (decrypted.size < 100) decrypted.set(cipher, plain);
  return plain;
}

const routeName = (path: string) =>
  path
    .split(/[/\-_]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

export function buildRoutes(rows: readonly MenuRow[], parentId = 0): MockMenuRoute[] {
  return rows
    .filter((m) => m.parentId === parentId && m.menuType !== 'F' && m.status === '0')
    .sort((a, b) => a.orderNum - b.orderNum)
    .map((m) => {
      const children = m.menuType === 'M' ? buildRoutes(rows, m.menuId) : undefined;
      const route: MockMenuRoute = {
        name: routeName(`${m.path}-${m.menuId}`),
        path: m.path,
        component: m.component || (m.menuType === 'M' ? (parentId === 0 ? 'Layout' : 'ParentView') : ''),
        title: m.menuName,
        icon: m.icon,
      };
      if (m.visible === '1') route.hidden = true;
      if (m.perms) route.permissions = [m.perms];
      if (children) {
        route.children = children;
        route.redirect = 'noRedirect';
      }
      return route;
    })
    .filter((r) => !r.children || r.children.length > 0);
}

export const authHandlers = [
  http.post(`${API}/user/login`, async ({ request }) => {
    const body = await readJson<{ username: string; password: string }>(request);
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = decryptPassword(body.password);
    if (!username || password === undefined) {
      return fail(500, say(request, '用户名或密码格式错误', 'Malformed user name or password'));
    }
    const row = users().find((u) => u.userName === username);
    if (!row || row.password !== password) {
      recordLogin(username, false, '用户不存在/密码错误', request);
      return fail(500, say(request, '用户不存在/密码错误', 'Unknown user or wrong password'));
    }
    if (row.status !== '0') {
      recordLogin(username, false, '用户已停用', request);
      return fail(
        500,
        say(request, `对不起，您的账号：${username} 已停用`, `Sorry, your account ${username} is disabled`),
      );
    }
    row.loginDate = now();
    touch('sys_user');
    recordLogin(username, true, '登录成功', request);
    return ok(createSession(row.userId), '登录成功');
  }),

  http.get(
    `${API}/user/info`,
    guarded(undefined, ({ user }) =>
      ok({
        userId: user.row.userId,
        name: user.row.userName,
        nickName: user.row.nickName,
        avatar: user.row.avatar,
        introduction: user.row.introduction,
        roles: user.roleKeys,
        permissions: user.permissions,
      }),
    ),
  ),

  http.post(`${API}/user/logout`, ({ request }) => {
    endSession(tokenOf(request));
    return ok(undefined, '退出成功');
  }),

  http.get(
    `${API}/menus/routes`,
    guarded(undefined, ({ user }) => {
      const all = menus();
      if (user.roleKeys.includes('admin')) return ok(buildRoutes(all));
      const roleIds = new Set(user.roles.map((r) => r.roleId));
      const allowed = new Set(
        roleMenus()
          .filter((rm) => roleIds.has(rm.roleId))
          .map((rm) => rm.menuId),
      );
      return ok(buildRoutes(all.filter((m) => allowed.has(m.menuId))));
    }),
  ),
];
