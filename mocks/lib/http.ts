import { HttpResponse } from 'msw';
import { currentUser, type MockUser } from '../auth/sessions';

/** Every admin handler is registered under this pattern, whatever origin the app runs on. */
export const API = '*/api/admin';
export const CONTENT = '*/api/content';

export type Lang = 'zh' | 'en';

export function langOf(request: Request): Lang {
  return (request.headers.get('Accept-Language') ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** A server message in the request's language. */
export function say(request: Request, zh: string, en: string): string {
  return langOf(request) === 'en' ? en : zh;
}

export function ok<T>(data?: T, msg = '操作成功') {
  return HttpResponse.json(data === undefined ? { code: 200, msg } : { code: 200, msg, data });
}

export function fail(code: number, msg: string) {
  return HttpResponse.json({ code, msg });
}

export class MockHttpError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function permissionsOf(user: MockUser): string[] {
  return user.permissions;
}

export function can(user: MockUser, permission: string | undefined): boolean {
  if (!permission) return true;
  const perms = permissionsOf(user);
  return perms.includes('*:*:*') || perms.includes(permission);
}

export interface HandlerContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  user: MockUser;
  url: URL;
}

type Resolver = (ctx: HandlerContext) => Response | Promise<Response>;

/**
 * Wraps a resolver with the backend's rules: 401 for a missing or unknown token, 403 without the
 * permission, validation errors thrown as MockHttpError become `{ code, msg }` envelopes.
 */
export function guarded(permission: string | undefined, resolver: Resolver) {
  return async ({ request, params }: { request: Request; params: HandlerContext['params'] }) => {
    const user = currentUser(request);
    if (!user)
      return fail(401, say(request, '登录状态已过期，请重新登录', 'Login state expired, please sign in again'));
    if (!can(user, permission))
      return fail(403, say(request, '没有权限，请联系管理员授权', 'No permission; ask an administrator'));
    try {
      return await resolver({ request, params, user, url: new URL(request.url) });
    } catch (error) {
      if (error instanceof MockHttpError) return fail(error.code, error.message);
      throw error;
    }
  };
}

export function param(params: HandlerContext['params'], name: string): string {
  const value = params[name];
  return Array.isArray(value) ? value.join('/') : String(value ?? '');
}

export async function readJson<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
