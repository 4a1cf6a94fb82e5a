/**
 * Security invariant 4 for file links: an http(s) URL or a same-origin path, nothing else (no
 * `javascript:`, `data:`, protocol-relative `//`, backslashes or control characters).
 */
export function checkedUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '' || url.trim() !== url) return undefined;
  if (!isCleanPathText(url)) return undefined;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return undefined;
}

/** No control characters and no backslash (browsers read it as `/`): text a URL or route path may be. */
export function isCleanPathText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return true;
}
