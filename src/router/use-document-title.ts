import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PageRoute } from './menu-routes';
import { findPage } from './route-meta';

const STANDALONE: Record<string, string> = { '/login': 'login', '/404': 'notFound', '/401': 'unauthorized' };

/** Browser tab title: the translated route title, then the product title (§2). */
export function useDocumentTitle(pages: readonly PageRoute[]): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const key = STANDALONE[pathname] ?? findPage(pages, pathname)?.title;
    const product = t('common:appTitle');
    const title = key ? t(`route:${key}`, { defaultValue: key }) : '';
    document.title = title ? `${title} - ${product}` : product;
  }, [pathname, pages, t, i18n.language]);
}
