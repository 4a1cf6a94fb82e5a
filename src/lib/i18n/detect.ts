import Cookies from 'js-cookie';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'language';

/** Maps any BCP 47 tag onto a supported language, or undefined. */
export function normalizeLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/** §1: the saved preference, else the browser language, else English. */
export function detectLanguage(
  saved: string | undefined = Cookies.get(LANGUAGE_COOKIE),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language {
  const fromCookie = normalizeLanguage(saved);
  if (fromCookie) return fromCookie;
  for (const tag of browser) {
    const lng = normalizeLanguage(tag);
    if (lng) return lng;
  }
  return 'en';
}

export function saveLanguage(lng: Language): void {
  Cookies.set(LANGUAGE_COOKIE, lng, { path: '/', sameSite: 'Lax', expires: 365 });
}
