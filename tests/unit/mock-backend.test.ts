import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPassword } from '@/lib/auth/encrypt';
import { FAULTS_KEY, pathMatches, readFaults, takeFault } from '@mocks/faults';
import { guarded, ok } from '@mocks/lib/http';
import { store } from '@mocks/lib/storage';
import { loginLogs, operLogs } from '@mocks/seed/logs';
import { menus } from '@mocks/seed/menus';
import { roles, users } from '@mocks/seed/system';
import { mockControl, server } from '@mocks/node';
import { ADMIN, OPERATOR } from '../helpers';

const BASE = 'http://localhost/api/admin';

interface Envelope<T = unknown> {
  code?: number;
  msg?: string;
  data?: T;
}

async function call<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; envelope: Envelope<T> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

async function login(account: { username: string; password: string }): Promise<string> {
  const { envelope } = await call<string>('POST', '/user/login', {
    body: { username: account.username, password: encryptPassword(account.password) },
  });
  if (envelope.code !== 200 || typeof envelope.data !== 'string') throw new Error(`login failed: ${envelope.msg}`);
  return envelope.data;
}

interface Route {
  path: string;
  children?: Route[];
}

const countRoutes = (routes: Route[]): number =>
  routes.reduce((n, r) => n + 1 + (r.children ? countRoutes(r.children) : 0), 0);

describe('mock backend: auth', () => {
  it('answers 401 for a missing, unknown or signed-out token', async () => {
    expect((await call('GET', '/user/info')).envelope.code).toBe(401);
    expect((await call('GET', '/user/info', { token: 'not-a-token' })).envelope.code).toBe(401);
    expect((await call('GET', '/menus/routes', { token: 'not-a-token' })).envelope.code).toBe(401);
    const token = await login(ADMIN);
    expect((await call('GET', '/user/info', { token })).envelope.code).toBe(200);
    await call('POST', '/user/logout', { token });
    expect((await call('GET', '/user/info', { token })).envelope.code).toBe(401);
  });

  it('answers 401 after every session has been expired', async () => {
    const token = await login(OPERATOR);
    mockControl.expireSessions();
    expect((await call('GET', '/user/info', { token })).envelope.code).toBe(401);
  });

  it('returns the user info of CONTRACT.md for each demo account', async () => {
    const admin = await call<Record<string, unknown>>('GET', '/user/info', { token: await login(ADMIN) });
    expect(admin.envelope.data).toMatchObject({ name: 'admin', roles: ['admin'], permissions: ['*:*:*'] });
    const operator = await call<{ roles: string[]; permissions: string[] }>('GET', '/user/info', {
      token: await login(OPERATOR),
    });
    expect(operator.envelope.data?.roles).toEqual(['operator']);
    expect(operator.envelope.data?.permissions).toContain('tower:info:list');
    expect(operator.envelope.data?.permissions).not.toContain('*:*:*');
    // No platform administration; the messages (CONTRACT.md "Messages and alarms"): list, query, ack, no remove.
    const permissions = operator.envelope.data?.permissions ?? [];
    expect(permissions.some((p) => p.startsWith('system:') && !p.startsWith('system:message:'))).toBe(false);
    expect(permissions.filter((p) => p.startsWith('system:message:')).sort()).toEqual([
      'system:message:ack',
      'system:message:list',
      'system:message:query',
    ]);
  });

  it('refuses a wrong password, an unknown user and a password sent in clear', async () => {
    const wrong = await call('POST', '/user/login', {
      body: { username: 'admin', password: encryptPassword('admin124') },
    });
    expect(wrong.envelope).toMatchObject({ code: 500, msg: '用户不存在/密码错误' });
    const unknown = await call('POST', '/user/login', {
      body: { username: 'nobody', password: encryptPassword('admin123') },
    });
    expect(unknown.envelope.code).toBe(500);
    const clear = await call('POST', '/user/login', { body: { username: 'admin', password: 'admin123' } });
    expect(clear.envelope.code).toBe(500);
    expect(clear.envelope.data).toBeUndefined();
  });

  it('trims the user name', async () => {
    const { envelope } = await call('POST', '/user/login', {
      body: { username: '  operator ', password: encryptPassword('operator123') },
    });
    expect(envelope.code).toBe(200);
  });

  it('answers 403 for a permission the operator lacks, 200 for the admin', async () => {
    server.use(
      mswHttp.get(
        `${BASE}/test/users`,
        guarded('system:user:list', () => ok({ list: [], total: 0 })),
      ),
    );
    const operator = await call('GET', '/test/users', { token: await login(OPERATOR) });
    expect(operator.status).toBe(200);
    expect(operator.envelope.code).toBe(403);
    expect(operator.envelope.msg).toBeTruthy();
    const admin = await call('GET', '/test/users', { token: await login(ADMIN) });
    expect(admin.envelope).toMatchObject({ code: 200, data: { list: [], total: 0 } });
    expect((await call('GET', '/test/users')).envelope.code).toBe(401);
  });

  it('filters the menu tree by role: the operator gets a smaller tree without /system', async () => {
    const admin = await call<Route[]>('GET', '/menus/routes', { token: await login(ADMIN) });
    const operator = await call<Route[]>('GET', '/menus/routes', { token: await login(OPERATOR) });
    const adminTree = admin.envelope.data ?? [];
    const operatorTree = operator.envelope.data ?? [];
    expect(adminTree.map((r) => r.path)).toEqual(expect.arrayContaining(['/system', '/wms', '/tower', '/device']));
    expect(operatorTree.map((r) => r.path)).toContain('/tower');
    expect(operatorTree.map((r) => r.path)).not.toContain('/system');
    expect(countRoutes(operatorTree)).toBeLessThan(countRoutes(adminTree));
    expect(countRoutes(operatorTree)).toBeGreaterThan(0);
  });
});

describe('mock backend: deterministic seed', () => {
  const snapshot = () =>
    JSON.stringify({ users: users(), roles: roles(), menus: menus(), loginLogs: loginLogs(), operLogs: operLogs() });

  it('seeds realistic volumes', () => {
    expect(users().length).toBeGreaterThanOrEqual(100);
    expect(loginLogs().length).toBeGreaterThanOrEqual(100);
  });

  it('gives the same data after every reset, whatever happened in between', async () => {
    mockControl.reset();
    const first = snapshot();
    await login(ADMIN); // writes the login log and the user's login date
    users()[5].nickName = 'changed';
    expect(snapshot()).not.toBe(first);
    mockControl.reset();
    expect(snapshot()).toBe(first);
    mockControl.reset();
    expect(snapshot()).toBe(first);
  });
});

describe('mock backend: faults (CONTRACT.md)', () => {
  afterEach(() => mockControl.clearFaults());

  it('answers with the envelope code and message of a rule', async () => {
    mockControl.fault({ path: 'user/info', code: 500, msg: 'boom' });
    expect((await call('GET', '/user/info')).envelope).toEqual({ code: 500, msg: 'boom' });
  });

  it('answers with an HTTP status', async () => {
    mockControl.fault({ path: '/api/admin/user/info', status: 502 });
    expect((await call('GET', '/user/info')).status).toBe(502);
  });

  it('fails the connection', async () => {
    mockControl.fault({ path: 'user/info', network: true });
    await expect(call('GET', '/user/info')).rejects.toThrow();
  });

  it('drops a rule after `times` hits', async () => {
    mockControl.fault({ path: 'user/info', code: 599, times: 2 });
    expect((await call('GET', '/user/info')).envelope.code).toBe(599);
    expect(mockControl.faults()).toEqual([{ path: 'user/info', code: 599, times: 1 }]);
    expect((await call('GET', '/user/info')).envelope.code).toBe(599);
    expect(mockControl.faults()).toEqual([]);
    expect((await call('GET', '/user/info')).envelope.code).toBe(401);
  });

  it('matches a trailing * as a prefix and otherwise the exact path', async () => {
    mockControl.fault({ path: '/api/admin/menus/*', code: 598 });
    expect((await call('GET', '/menus/routes')).envelope.code).toBe(598);
    expect((await call('GET', '/user/info')).envelope.code).toBe(401);
    expect(pathMatches('user/info', '/api/admin/user/info')).toBe(true);
    expect(pathMatches('/user/info', '/api/admin/user/info')).toBe(true);
    expect(pathMatches('user/inf', '/api/admin/user/info')).toBe(false);
    expect(pathMatches('user/*', '/api/admin/user/info')).toBe(true);
    expect(pathMatches('user/info', '/api/admin/user/info/x')).toBe(false);
  });

  it('only hits the given method', async () => {
    mockControl.fault({ method: 'post', path: 'user/*', code: 597 });
    expect((await call('GET', '/user/info')).envelope.code).toBe(401);
    expect((await call('POST', '/user/logout')).envelope.code).toBe(597);
    expect(takeFault('GET', '/api/admin/user/info')).toBeUndefined();
    expect(takeFault('POST', '/api/admin/user/login')).toMatchObject({ code: 597 });
  });

  it('delays the answer, then lets the real handler answer', async () => {
    mockControl.fault({ path: 'user/info', delayMs: 120 });
    const started = Date.now();
    const { envelope } = await call('GET', '/user/info');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(envelope.code).toBe(401);
  });

  it('holds the requests of a `hold` rule until released, then lets the real handler answer', async () => {
    mockControl.fault({ method: 'GET', path: 'user/info', hold: true });
    let answered = 0;
    const first = call('GET', '/user/info').finally(() => (answered += 1));
    const second = call('GET', '/user/info').finally(() => (answered += 1));
    await vi.waitFor(() => expect(mockControl.held()).toBe(2), { timeout: 20_000 });
    expect(answered).toBe(0);
    expect(mockControl.release()).toBe(2);
    expect((await first).envelope.code).toBe(401);
    expect((await second).envelope.code).toBe(401);
    // The rule went with the release: the next request is not held.
    expect(mockControl.faults()).toEqual([]);
    expect((await call('GET', '/user/info')).envelope.code).toBe(401);
    expect(mockControl.held()).toBe(0);
  });

  it('ignores malformed rules in storage', () => {
    store().set(FAULTS_KEY, 'not json');
    expect(readFaults()).toEqual([]);
    store().set(FAULTS_KEY, JSON.stringify([null, {}, { path: 7 }, { path: 'user/info', code: 500 }]));
    expect(readFaults()).toEqual([{ path: 'user/info', code: 500 }]);
  });

  it('is cleared by reset', async () => {
    mockControl.fault({ path: 'user/info', code: 596 });
    mockControl.reset();
    expect(readFaults()).toEqual([]);
    expect((await call('GET', '/user/info')).envelope.code).toBe(401);
  });
});
