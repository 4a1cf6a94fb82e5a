import dayjs from 'dayjs';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18n } from '@/lib/i18n';
import { detectLanguage, LANGUAGE_COOKIE, normalizeLanguage } from '@/lib/i18n/detect';

describe('language detection (§1)', () => {
  it('maps browser tags onto the two supported languages', () => {
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('zh-TW')).toBe('zh-CN');
    expect(normalizeLanguage('ZH-cn')).toBe('zh-CN');
    expect(normalizeLanguage('en-GB')).toBe('en');
    expect(normalizeLanguage('de-DE')).toBeUndefined();
    expect(normalizeLanguage('')).toBeUndefined();
    expect(normalizeLanguage(undefined)).toBeUndefined();
  });

  it('takes the saved preference first', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('zh-CN', ['en-US'])).toBe('zh-CN');
  });

  it('then the first supported browser language', () => {
    expect(detectLanguage(undefined, ['de-DE', 'en-US', 'zh-CN'])).toBe('en');
    expect(detectLanguage(undefined, ['fr', 'zh-HK'])).toBe('zh-CN');
    expect(detectLanguage('klingon', ['zh-CN'])).toBe('zh-CN');
  });

  it('else English', () => {
    expect(detectLanguage(undefined, [])).toBe('en');
    expect(detectLanguage(undefined, ['de-DE', 'fr-FR'])).toBe('en');
  });

  it('reads the language cookie and the browser by default', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['en-US', 'en']);
    expect(detectLanguage()).toBe('en');
    Cookies.set(LANGUAGE_COOKIE, 'zh-CN');
    expect(detectLanguage()).toBe('zh-CN');
    languages.mockRestore();
  });
});

describe('the i18n instance at start-up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  async function freshI18n() {
    vi.resetModules();
    return (await import('@/lib/i18n')).i18n;
  }

  it('starts in English for an English browser without a cookie', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const fresh = await freshI18n();
    expect(fresh.language).toBe('en');
    expect(fresh.t('errors:network')).toBe('Backend interface connection abnormal');
  });

  it('lets the language cookie win over the browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    document.cookie = 'language=zh-CN; path=/';
    const fresh = await freshI18n();
    expect(fresh.language).toBe('zh-CN');
    expect(fresh.t('errors:network')).toBe('后端接口连接异常');
  });
});

describe('changeLanguage', () => {
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('switches texts, the dayjs locale and <html lang>, and remembers the choice in the cookie', async () => {
    await changeLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('errors:timeout')).toBe('System interface request timeout');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs(new Date(2026, 0, 5)).format('MMMM dddd')).toBe('January Monday');
    expect(document.documentElement.lang).toBe('en');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en');

    await changeLanguage('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.t('errors:timeout')).toBe('系统接口请求超时');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs(new Date(2026, 0, 5)).format('MMMM dddd')).toBe('一月 星期一');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('zh-CN');
  });
});
