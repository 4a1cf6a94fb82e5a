import { createContext, useContext } from 'react';
import { matchPath } from 'react-router-dom';
import type { MenuNode, PageRoute } from './menu-routes';

/** Pages that do not come from the menu: §2 fixed routes under the layout. */
export const FIXED_PAGES: PageRoute[] = [
  {
    path: '/dashboard',
    component: 'dashboard/index',
    known: true,
    title: 'dashboard',
    icon: 'HomeOutlined',
    hidden: false,
    parents: [],
  },
  {
    path: '/user/profile',
    component: 'user/profile',
    known: true,
    title: 'profile',
    icon: 'UserOutlined',
    hidden: true,
    parents: [],
  },
];

export interface RoutesContextValue {
  pages: PageRoute[];
  menu: MenuNode[];
}

export const RoutesContext = createContext<RoutesContextValue>({ pages: FIXED_PAGES, menu: [] });

export function useRoutesMeta(): RoutesContextValue {
  return useContext(RoutesContext);
}

/** Paths looked up per route table before its answers are forgotten (detail pages take ids). */
const FOUND_PER_TABLE = 500;

/** Answers of findPage per route table (which never changes in place: new routes are a new array). */
const found = new WeakMap<readonly PageRoute[], Map<string, PageRoute | undefined>>();

/**
 * The page route matching a path (for titles, breadcrumbs and tags), if any. Remembered per route
 * table and path: a navigation asks it a dozen times (sidebar, tags, title, tab cache), and each ask
 * compiled every route's pattern again, some 10 ms of every click on the 2-core machine.
 */
export function findPage(pages: readonly PageRoute[], pathname: string): PageRoute | undefined {
  let answers = found.get(pages);
  if (!answers) {
    answers = new Map();
    found.set(pages, answers);
  }
  if (answers.has(pathname)) return answers.get(pathname);
  const page = pages.find((p) => matchPath({ path: p.path, end: true }, pathname));
  if (answers.size >= FOUND_PER_TABLE) answers.clear();
  answers.set(pathname, page);
  return page;
}
