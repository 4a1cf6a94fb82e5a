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

/** The page route matching a path (for titles, breadcrumbs and tags), if any. */
export function findPage(pages: readonly PageRoute[], pathname: string): PageRoute | undefined {
  return pages.find((p) => matchPath({ path: p.path, end: true }, pathname));
}
