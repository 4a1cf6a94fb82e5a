import type { MenuRoute } from '@/api/modules/auth';
import { canSeeRoute, type Subject } from '@/lib/access/permission';

/** One page the router can show, flattened out of the menu tree. */
export interface PageRoute {
  /** Absolute path, e.g. `/system/user`. */
  path: string;
  /** Registry key, e.g. `system/user/index`. */
  component: string;
  /** Whether the registry has the component; false renders the 'page not found' panel. */
  known: boolean;
  title: string;
  icon?: string;
  hidden: boolean;
  /** Titles of the containers above it, outermost first (breadcrumbs). */
  parents: string[];
  /** Path of the menu entry to highlight (hidden routes name their parent's). */
  activeMenu?: string;
  permissions?: string[];
  roles?: string[];
}

/** A sidebar entry: a container with children or a leaf page. */
export interface MenuNode {
  key: string;
  path: string;
  title: string;
  icon?: string;
  children?: MenuNode[];
}

const CONTAINERS = new Set(['Layout', 'ParentView', '']);

export function joinPath(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
}

const isContainer = (item: MenuRoute) => Array.isArray(item.children) && item.children.length > 0;

/**
 * Turns the server's menu tree into flat page routes and the sidebar tree (pure; §2, §6).
 * Items the subject may not see are dropped with their children; empty containers disappear;
 * malformed items (no path) are skipped rather than crashing the shell (invariant 10).
 */
export function menuToRoutes(
  tree: readonly MenuRoute[] | undefined,
  subject: Subject,
  isKnown: (component: string) => boolean,
): { pages: PageRoute[]; menu: MenuNode[] } {
  const pages: PageRoute[] = [];

  const walk = (items: readonly MenuRoute[], base: string, parents: string[]): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const item of items) {
      if (!item || typeof item.path !== 'string' || item.path === '') continue;
      if (!canSeeRoute(subject, item)) continue;
      const path = joinPath(base, item.path);
      const title = typeof item.title === 'string' && item.title ? item.title : item.name || item.path;
      const icon = typeof item.icon === 'string' && item.icon && item.icon !== '#' ? item.icon : undefined;
      if (isContainer(item)) {
        const children = walk(item.children ?? [], path, [...parents, title]);
        if (children.length > 0 && !item.hidden) nodes.push({ key: path, path, title, icon, children });
        continue;
      }
      const component = typeof item.component === 'string' ? item.component : '';
      if (CONTAINERS.has(component)) continue;
      pages.push({
        path,
        component,
        known: isKnown(component),
        title,
        icon,
        hidden: Boolean(item.hidden),
        parents,
        permissions: item.permissions,
        roles: item.roles,
      });
      if (!item.hidden) nodes.push({ key: path, path, title, icon });
    }
    return nodes;
  };

  const menu = walk(tree ?? [], '/', []);
  return { pages, menu };
}
