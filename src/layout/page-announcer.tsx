import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findPage, useRoutesMeta } from '@/router/route-meta';
import styles from './main-layout.module.css';

/**
 * Says the page's name in a polite live region when the route changes (not on the first page,
 * which the document title already names), so a screen reader hears where a click or a tag led.
 */
export function PageAnnouncer() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('route');
  const { pages } = useRoutesMeta();
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname);
  const [said, setSaid] = useState('');
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra commit.
  if (pathname !== shown) {
    setShown(pathname);
    const title = findPage(pages, pathname)?.title;
    setSaid(title ? t('a11y.pageOpened', { title: tr(title, { defaultValue: title }) }) : '');
  }
  return (
    <div className={styles.visuallyHidden} role="status" aria-live="polite" data-testid="page-announcer">
      {said}
    </div>
  );
}

/** The first stop of the Tab order: jumps past the sidebar and header to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className={styles.skipLink}
      onClick={(event) => {
        // Focus, not the URL's hash: the router would take `#main-content` as a new location.
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      {t('a11y.skipToMain')}
    </a>
  );
}
