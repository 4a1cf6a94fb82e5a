import Cookies from 'js-cookie';

/** The only place the session token lives (security invariant 5). */
export const TOKEN_COOKIE = 'Admin-Token';

function cookieAttributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure };
}

export function getToken(): string | undefined {
  const token = Cookies.get(TOKEN_COOKIE);
  return token && token.trim() !== '' ? token : undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieAttributes());
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
