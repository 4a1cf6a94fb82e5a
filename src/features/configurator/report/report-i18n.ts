import i18next, { type i18n as I18n } from 'i18next';
import { i18n } from '@/lib/i18n';
import { LANGUAGES, type Language } from '@/lib/i18n/detect';

/** The texts a report is written with: its own, and the configurator's words for the checks. */
export const REPORT_NAMESPACES = ['report', 'configurator'] as const;

/** Both languages of the report's texts, loaded through the console's i18n (each a lazy chunk). */
export async function loadReportTexts(): Promise<void> {
  const missing = LANGUAGES.flatMap((lng) =>
    REPORT_NAMESPACES.filter((ns) => !i18n.hasResourceBundle(lng, ns)).map((ns) => [lng, ns] as const),
  );
  if (missing.length === 0) return;
  await i18n.reloadResources([...new Set(missing.map(([lng]) => lng))], [...new Set(missing.map(([, ns]) => ns))]);
  if (LANGUAGES.some((lng) => REPORT_NAMESPACES.some((ns) => !i18n.hasResourceBundle(lng, ns))))
    throw new Error('The report texts failed to load');
}

/**
 * An i18n instance of its own for the report: its language switch changes the report (what is
 * printed) and leaves the console in the language the user works in.
 */
export function createReportI18n(lng: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...REPORT_NAMESPACES],
    defaultNS: 'report',
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [l, Object.fromEntries(REPORT_NAMESPACES.map((ns) => [ns, i18n.getResourceBundle(l, ns)]))]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
