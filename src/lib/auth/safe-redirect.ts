/**
 * The one gate for navigation targets taken from data (security invariant 2): returns a same-origin
 * path with its query and hash, or `/`. No scheme, no `//`, no backslash, no control characters,
 * no encoded variants of those, never /login itself.
 */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Decodes one layer; a malformed escape elsewhere must not hide an encoded `/`, `\` or control character. */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

function decodeLayers(value: string): string[] {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    const decoded = decodeOnce(current);
    if (decoded === current) break;
    layers.push(decoded);
    current = decoded;
  }
  return layers;
}

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const raw = target.trim();
  if (raw === '' || raw !== target) return fallback;
  for (const layer of decodeLayers(raw)) {
    if (hasControlCharacter(layer) || layer.includes('\\')) return fallback;
    if (!layer.startsWith('/') || layer.startsWith('//')) return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, 'http://console.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://console.invalid') return fallback;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the user back to `path` after signing in. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
