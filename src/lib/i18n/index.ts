import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, saveLanguage, type Language } from './detect';

type Bundle = Record<string, unknown>;

const NAMESPACE_FILE = /locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Namespaces the shell needs before anything renders (and that code outside React uses:
 * API errors, time formatting). They ship in the entry chunk; every other namespace
 * (src/locales/<lng>/<ns>.json) loads with the page that uses it.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'route', 'utils'];

const coreFiles = import.meta.glob<Bundle>('../../locales/*/{common,errors,route,utils}.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Bundle>(
  ['../../locales/*/*.json', '!../../locales/*/{common,errors,route,utils}.json'],
  {
    import: 'default',
  },
);

export const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(coreFiles)) {
  const match = NAMESPACE_FILE.exec(path);
  if (match) (resources[match[1]] ??= {})[match[2]] = bundle;
}

/** Every namespace there is, core and lazy. */
export const namespaces = [
  ...new Set(
    [...Object.keys(coreFiles), ...Object.keys(lazyFiles)].map((path) => NAMESPACE_FILE.exec(path)?.[2] ?? ''),
  ),
]
  .filter(Boolean)
  .sort();

/** i18next backend reading the lazy namespace files (one chunk each). */
const lazyBackend = {
  type: 'backend' as const,
  init: () => undefined,
  read(lng: string, ns: string, callback: (error: unknown, data: Bundle | null) => void) {
    const load = lazyFiles[`../../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error, null),
    );
  },
};

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en' };

export const i18n = i18next.createInstance();

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['zh-CN', 'en'],
    ns: [...CORE_NAMESPACES], // i18next adds each namespace it loads to this list.
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

/**
 * Loads namespaces ahead of the components that use them, so a page's chunk and its texts arrive
 * together. Rejects when one cannot load, so the page fails with it and its retry asks again
 * (i18next never reloads a failed namespace by itself).
 */
export async function preloadNamespaces(list: readonly string[]): Promise<void> {
  const missing = (languages: readonly string[]) =>
    list.filter((ns) => namespaces.includes(ns) && languages.some((lng) => !i18n.hasResourceBundle(lng, ns)));
  const languages = [...new Set([i18n.language, 'en'])];
  const wanted = missing(languages);
  if (wanted.length === 0) return;
  await i18n.reloadResources(languages, wanted);
  const failed = missing(languages);
  if (failed.length > 0) throw new Error(`Texts failed to load: ${failed.join(', ')}`);
}

/** What the layout around every page shows, loaded with it: no page waits for these. */
export const FRAME_NAMESPACES = ['layout', 'crud', 'list'];

/** Namespaces pages use beyond their folders' (another page's texts they show), by page or folder; a unit test keeps it whole. */
const BORROWED_TEXTS: Record<string, string[]> = {
  'dashboard/index': ['tower', 'towerInfo'],
  'quartz/job/log': ['jobLog'],
  'system/dict/items': ['dictItem'],
  'system/role/index': ['menu'],
  'tower/info/index': ['towerInfo'],
  'wms/dict/items': ['dictItem'],
  'wms/modular': ['sensor'],
  'wms/seldata': ['configurator', 'report'],
};

/**
 * The namespaces a page's texts come from: its folders' (`system/dictitem/index` → dictItem) and those
 * it borrows. Loaded with its code, so a page never waits for its texts once it shows.
 */
export function namespacesOfPage(component: string): string[] {
  const folders = new Set(component.toLowerCase().split('/'));
  const borrowed = Object.entries(BORROWED_TEXTS).flatMap(([page, list]) =>
    component === page || component.startsWith(`${page}/`) ? list : [],
  );
  return namespaces.filter((ns) => folders.has(ns.toLowerCase()) || borrowed.includes(ns));
}

/** Loads every namespace of both languages (tests, and the header search over all titles). */
export async function loadAllNamespaces(): Promise<void> {
  await Promise.all(['zh-CN', 'en'].map((lng) => i18n.loadLanguages(lng)));
  await i18n.loadNamespaces(namespaces);
  await Promise.all(
    ['zh-CN', 'en'].flatMap((lng) =>
      namespaces.map(
        (ns) =>
          new Promise<void>((resolve) => {
            if (i18n.hasResourceBundle(lng, ns)) return resolve();
            lazyBackend.read(lng, ns, (_error, data) => {
              if (data) i18n.addResourceBundle(lng, ns, data, true, true);
              resolve();
            });
          }),
      ),
    ),
  );
}
