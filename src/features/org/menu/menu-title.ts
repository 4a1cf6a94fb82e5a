import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const BUTTON_PREFIX = 'button.';

/**
 * A menu name as people read it: menu names are i18n keys under `route.` (buttons `button.<action>`,
 * under `menu:buttons.`), shown literally when the console has no translation. The name is looked up,
 * never interpolated, so server text stays text.
 */
export function useMenuTitle(): (menuName: string | undefined) => string {
  const { t, i18n } = useTranslation(['route', 'menu']);
  return useCallback(
    (menuName: string | undefined) => {
      const name = menuName ?? '';
      if (!name) return '';
      const key = name.startsWith(BUTTON_PREFIX) ? `menu:buttons.${name.slice(BUTTON_PREFIX.length)}` : `route:${name}`;
      if (!/^[\w.:-]+$/.test(name) || !i18n.exists(key)) return name;
      const title = t(key);
      return typeof title === 'string' ? title : name;
    },
    [t, i18n],
  );
}
