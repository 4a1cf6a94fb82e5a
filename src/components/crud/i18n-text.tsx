import { useTranslation } from 'react-i18next';

/** A translated text (`<ns>:<key>`) that follows the language live; for messages written in declarations. */
export function I18nText({ k, values }: { k: string; values?: Record<string, string | number> }) {
  const separator = k.indexOf(':');
  const { t } = useTranslation(separator > 0 ? k.slice(0, separator) : undefined);
  return <>{t(k, values)}</>;
}
