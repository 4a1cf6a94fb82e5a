import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '@/lib/auth/safe-redirect';

describe('safeRedirect (invariant 2)', () => {
  const hostile: [string, unknown][] = [
    ['absolute URL', 'https://evil.example/system/user'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case scheme', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'system/user'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/dashboard'],
    ['slash-backslash', '/\\evil.example'],
    ['backslash-slash', '\\/evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['backslash inside the path', '/system\\..\\..\\evil'],
    ['tab inside the scheme', '/\t/evil.example'],
    ['newline', '/dashboard\nSet-Cookie: x=1'],
    ['carriage return', '/dash\rboard'],
    ['NUL', '/dashboard\u0000'],
    ['DEL', '/dashboard\u007f'],
    ['encoded //', '%2F%2Fevil.example'],
    ['encoded // after a slash', '/%2Fevil.example'],
    ['lower-case encoded //', '%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash, lower case', '/%5cevil.example'],
    ['double-encoded //', '%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['triple-encoded //', '%25252F%25252Fevil.example'],
    ['encoded control character', '/dashboard%0d%0aLocation:%20https://evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['double-encoded control character', '/dashboard%250a'],
    ['encoded scheme', 'https%3A%2F%2Fevil.example'],
    ['/login itself', '/login'],
    ['/login with a query', '/login?redirect=%2Fsystem'],
    ['/login with a hash', '/login#x'],
    ['/login/', '/login/'],
    ['leading whitespace', ' /dashboard'],
    ['trailing whitespace', '/dashboard '],
    ['only whitespace', '   '],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
    ['object', { pathname: '/dashboard' }],
    ['encoded // behind a malformed escape', '%2F%2Fevil.example%'],
    ['encoded backslash behind a malformed escape', '/%5Cevil.example%E0%A4%A'],
    ['encoded newline behind a malformed escape', '/dashboard%0a%zz'],
  ];

  it.each(hostile)('rejects %s', (_label, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard');
  });

  const legitimate: [string, string][] = [
    ['/dashboard', '/dashboard'],
    ['/system/user?x=1', '/system/user?x=1'],
    ['/system/user?x=1&y=a%20b#section-2', '/system/user?x=1&y=a%20b#section-2'],
    ['/tower/info#top', '/tower/info#top'],
    ['/system/dictitem/index/12', '/system/dictitem/index/12'],
    [
      '/wms/selection/modular?name=%E4%BC%A0%E6%84%9F%E5%99%A8',
      '/wms/selection/modular?name=%E4%BC%A0%E6%84%9F%E5%99%A8',
    ],
    ['/loginx', '/loginx'],
    ['/user/profile?redirect=https://x', '/user/profile?redirect=https://x'],
    ['/', '/'],
  ];

  it.each(legitimate)('keeps %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('lets a harmless malformed escape through as a same-site path', () => {
    expect(safeRedirect('/search%E0%A4%A')).toBe('/search%E0%A4%A');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/system/../dashboard')).toBe('/dashboard');
    expect(safeRedirect('/../../dashboard')).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('round-trips path, query and hash through ?redirect=', () => {
    const target = '/system/user?x=1&y=2#h';
    const login = loginPathFor(target);
    expect(login).toBe(`/login?redirect=${encodeURIComponent(target)}`);
    const back = new URLSearchParams(login.split('?')[1]).get('redirect');
    expect(safeRedirect(back)).toBe(target);
  });

  it('drops hostile or pointless targets', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=/x')).toBe('/login');
  });
});
