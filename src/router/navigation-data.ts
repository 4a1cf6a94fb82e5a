import { useEffect, useRef } from 'react';
import type { Subject } from '@/lib/access/permission';
import type { PageRoute } from './menu-routes';
import { preparePage } from './page-host';
import { findPage } from './route-meta';
import type { AppHistory } from './history';

/** Tag keys (path + query) of the pages the tab cache keeps mounted, set by it as they change. */
let keptPages: ReadonlySet<string> = new Set();

/** Tells which pages the tab cache keeps: a visit to one shows it as it is, with nothing to ask for. */
export function setKeptPages(keys: ReadonlySet<string>): void {
  keptPages = keys;
}

/**
 * The one place a page's code and first data are asked for at navigation: every history update (a
 * sidebar or tag click, Back/Forward, an in-page link, the header search, a redirect), as it happens and before React renders anything, and the arrival itself (a typed URL,
 * a reload, a sign-in) once the menus say which page the address is. A page the tab cache keeps is
 * shown as it is and asks for nothing. Subscribed while signed in.
 */
export function usePageDataOnNavigation(
  history: AppHistory | null,
  pages: readonly PageRoute[],
  subject: Subject,
  signedIn: boolean,
): void {
  // Arriving: once per arrival (signing out leaves this tree). Later menu, permission or profile
  // changes, or a sign-in in place, find the page already open.
  const arrived = useRef(false);
  useEffect(() => {
    if (!signedIn || !history) return;
    const prepare = () => {
      const visit = history.location;
      if (keptPages.has(`${visit.pathname}${visit.search}`)) return;
      const page = findPage(pages, visit.pathname);
      if (page) preparePage(visit, page, subject);
    };
    if (!arrived.current) {
      arrived.current = true;
      prepare();
    }
    return history.listen(prepare);
  }, [signedIn, history, pages, subject]);
}
