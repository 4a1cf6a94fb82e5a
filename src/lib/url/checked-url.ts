/**
 * Security invariant 4 for file links: an http(s) URL or a same-origin path, nothing else (no
 * `javascript:`, `data:`, protocol-relative `//`, backslashes or control characters).
 */
export function checkedUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '' || url.trim() !== url) return undefined;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  if (url.includes('\\')) return undefined;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return undefined;
}
