import type { MenuRoute } from '@/api/modules/auth';
import { canSeeRoute, type Subject } from '@/lib/access/permission';
import { checkedUrl, isCleanPathText } from '@/lib/url/checked-url';

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
  /** An external link (a menu entry whose path is an http(s) URL): opened in a new tab, never routed. */
  external?: boolean;
  children?: MenuNode[];
}

const CONTAINERS = new Set(['Layout', 'ParentView', '']);

export function joinPath(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  // `//host` would leave the console (a protocol-relative URL): slashes collapse here too.
  if (path.startsWith('/')) return path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
}

const isContainer = (item: MenuRoute) => Array.isArray(item.children) && item.children.length > 0;

const isHttpUrl = (path: string) => /^https?:/i.test(path);

/**
 * The strings of a server list (`permissions`, `roles`); a lone string is a list of one (the stricter
 * reading of a requirement), anything else no list.
 */
function stringsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value === '' ? undefined : [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : undefined;
}

/** A path the router may use: the same text rule as any server URL. */
const isUsablePath = isCleanPathText;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Turns the server's menu tree into flat page routes and the sidebar tree (pure; §2, §6).
 * Items the subject may not see are dropped with their children; empty containers disappear;
 * malformed items (no path) are skipped rather than crashing the shell (invariant 10): a title that
 * is not text falls back to the name, then the path; a repeated path keeps its first entry; a
 * path that is an http(s) URL is an external link, kept only when `checkedUrl` accepts it. Paths in
 * `taken` (the console's own pages) are never the menu's.
 */
export function menuToRoutes(
  tree: readonly MenuRoute[] | undefined,
  subject: Subject,
  isKnown: (component: string) => boolean,
  taken: Iterable<string> = [],
): { pages: PageRoute[]; menu: MenuNode[] } {
  const pages: PageRoute[] = [];
  const paths = new Set<string>(taken);

  const walk = (items: unknown, base: string, parents: string[]): MenuNode[] => {
    if (!Array.isArray(items)) return [];
    const nodes: MenuNode[] = [];
    for (const raw of items as unknown[]) {
      if (typeof raw !== 'object' || raw === null) continue;
      const item = raw as MenuRoute;
      if (typeof item.path !== 'string' || item.path === '' || !isUsablePath(item.path)) continue;
      const permissions = stringsOf(item.permissions);
      const roles = stringsOf(item.roles);
      if (!canSeeRoute(subject, { permissions, roles })) continue;
      const title = textOf(item.title) ?? textOf(item.name) ?? item.path;
      const icon = textOf(item.icon) !== '#' ? textOf(item.icon) : undefined;
      const hidden = item.hidden === true;
      if (isHttpUrl(item.path)) {
        const url = checkedUrl(item.path);
        if (!url || paths.has(url)) continue;
        paths.add(url);
        if (!hidden) nodes.push({ key: url, path: url, title, icon, external: true });
        continue;
      }
      const path = joinPath(base, item.path);
      if (paths.has(path)) continue;
      if (isContainer(item)) {
        paths.add(path);
        const children = walk(item.children, path, [...parents, title]);
        if (children.length > 0 && !hidden) nodes.push({ key: path, path, title, icon, children });
        continue;
      }
      const component = typeof item.component === 'string' ? item.component : '';
      if (CONTAINERS.has(component)) continue;
      paths.add(path);
      pages.push({ path, component, known: isKnown(component), title, icon, hidden, parents, permissions, roles });
      if (!hidden) nodes.push({ key: path, path, title, icon });
    }
    return nodes;
  };

  const menu = walk(tree, '/', []);
  return { pages, menu };
}
