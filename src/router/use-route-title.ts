import { useTranslation } from 'react-i18next';

/** A route title key translated (`route:<key>`), or the literal when there is no translation. */
export function useRouteTitle(title: string | undefined): string {
  const { t } = useTranslation('route');
  if (!title) return '';
  return t(title, { defaultValue: title });
}
