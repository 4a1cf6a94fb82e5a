import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, saveLanguage, type Language } from './detect';

type Bundle = Record<string, unknown>;

// Every namespace of both languages: src/locales/<lng>/<namespace>.json.
const files = import.meta.glob<Bundle>('../../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match;
  (resources[lng] ??= {})[ns] = bundle;
}

export const namespaces = Object.keys(resources['zh-CN'] ?? {});

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en' };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['zh-CN', 'en'],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML.
  returnNull: false,
  initAsync: false,
});

dayjs.locale(DAYJS_LOCALE[i18n.language as Language] ?? 'en');
syncDocumentLanguage(i18n.language);

i18n.on('languageChanged', (lng) => {
  dayjs.locale(DAYJS_LOCALE[lng as Language] ?? 'en');
  syncDocumentLanguage(lng);
});

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Switches the language live and remembers it in the `language` cookie. */
export async function changeLanguage(lng: Language): Promise<void> {
  saveLanguage(lng);
  await i18n.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
}

export const t = i18n.t.bind(i18n);
