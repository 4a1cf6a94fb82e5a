import { Drawer, Layout, Menu, type MenuProps } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_BG } from '@/app/theme';
import { MenuIcon } from '@/components/icons/menu-icon';
import { whenIdle } from '@/lib/hooks/when-idle';
import type { MenuNode, PageRoute } from '@/router/menu-routes';
import { preloadPage } from '@/router/page-host';
import { findPage, useRoutesMeta } from '@/router/route-meta';
import { usePathNavigate } from '@/router/app-router';
import { useApp } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import styles from './sidebar.module.css';

export const SIDEBAR_WIDTH = 210;

type Item = Required<MenuProps>['items'][number];

/** Starts loading the code of the page at `path` (pointer over its entry), before the click. */
type Preload = (path: string) => void;

function toItems(nodes: readonly MenuNode[], title: (key: string) => string, preload: Preload): Item[] {
  return nodes.map((node) => ({
    key: node.path,
    icon: <MenuIcon name={node.icon} />,
    onMouseEnter: node.children || node.external ? undefined : () => preload(node.path),
    // An external link (its URL passed checkedUrl when the menu was built) opens in a new tab.
    label: node.external ? (
      <a href={node.path} target="_blank" rel="noopener noreferrer">
        {title(node.title)}
      </a>
    ) : (
      title(node.title)
    ),
    children: node.children ? toItems(node.children, title, preload) : undefined,
  }));
}

/** Leaf entries on show: the top level and the children of open groups, in menu order. */
function shownLeaves(nodes: readonly MenuNode[], open: ReadonlySet<string>, into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.external) continue;
    if (!node.children) into.push(node.path);
    else if (open.has(node.path)) shownLeaves(node.children, open, into);
  }
  return into;
}

/** At most this many pages' code is fetched while idle after the sidebar's open groups change. */
const IDLE_PRELOADS = 12;

/**
 * While the browser is idle, loads the code of the entries on show (one per idle moment), so a click
 * finds its page's chunk in. Only code: no data is asked for before a click.
 */
function useIdlePreload(paths: readonly string[], preload: Preload): void {
  useEffect(() => {
    // Only where the browser can say it is idle (not in jsdom, whose tests load pages as they need them).
    if (typeof window.requestIdleCallback !== 'function') return;
    const queue = paths.slice(0, IDLE_PRELOADS);
    let cancel = () => {};
    const next = () => {
      cancel = whenIdle(() => {
        const path = queue.shift();
        if (path === undefined) return;
        preload(path);
        next();
      });
    };
    next();
    return () => cancel();
  }, [paths, preload]);
}

const componentAt = (pages: readonly PageRoute[], path: string) => findPage(pages, path)?.component;

/** The paths of the external links in the sidebar tree. */
function externalPaths(nodes: readonly MenuNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.external) into.add(node.path);
    if (node.children) externalPaths(node.children, into);
  }
  return into;
}

function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('route');
  const { t: tc } = useTranslation();
  const { menu, pages } = useRoutesMeta();
  const { pathname } = useLocation();
  const navigate = usePathNavigate();
  const closeDrawer = useApp((s) => s.closeDrawer);
  const preload = useMemo<Preload>(
    () => (path) => {
      const component = componentAt(pages, path);
      if (component) preloadPage(component);
    },
    [pages],
  );
  const items = useMemo(
    () => [
      { key: '/dashboard', icon: <MenuIcon name="HomeOutlined" />, label: t('dashboard') },
      ...toItems(menu, (k) => t(k, { defaultValue: k }), preload),
    ],
    [menu, t, preload],
  );
  const external = useMemo(() => externalPaths(menu), [menu]);
  const active = findPage(pages, pathname)?.activeMenu ?? pathname;
  const selectedKeys = useMemo(() => [active], [active]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (collapsed ? [] : ancestorsOf(active)));
  // However the page was reached (history, a tag, a link, the search), its group opens; groups opened stay open.
  const [openedFor, setOpenedFor] = useState({ active, collapsed });
  if (openedFor.active !== active || openedFor.collapsed !== collapsed) {
    setOpenedFor({ active, collapsed });
    if (!collapsed) setOpenKeys((keys) => [...new Set([...keys, ...ancestorsOf(active)])]);
  }
  const shown = useMemo(() => shownLeaves(menu, new Set(openKeys)), [menu, openKeys]);
  useIdlePreload(shown, preload);
  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key, domEvent }) => {
      if (external.has(key)) {
        // A click reaches the link itself; the keyboard (Enter on the item) does not.
        if (domEvent.type === 'keydown') window.open(key, '_blank', 'noopener,noreferrer');
      } else navigate(key);
      closeDrawer();
    },
    [external, navigate, closeDrawer],
  );
  return (
    <nav aria-label={tc('a11y.navigation')}>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selectedKeys}
        // Icons only: the menu's own pop-ups.
        openKeys={collapsed ? undefined : openKeys}
        inlineCollapsed={collapsed}
        // An entry's name on hover matters only while the sidebar shows icons alone. Expanded, every
        // entry still carried a closed tooltip, rendered again on each click: some 10 ms a navigation.
        tooltip={collapsed ? undefined : false}
        onOpenChange={collapsed ? undefined : setOpenKeys}
        onClick={onClick}
      />
    </nav>
  );
}

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.logo}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!collapsed && <span className={styles.logoTitle}>{t('appShortTitle')}</span>}
    </div>
  );
}

/** 210 px sidebar, collapsible; a drawer over the page below the mobile breakpoint (§2). Memoised: a navigation re-renders its menu only. */
export const Sidebar = memo(function Sidebar() {
  const { device, sidebarOpened, drawerOpened, closeDrawer } = useApp();
  const showLogo = useSettings((s) => s.sidebarLogo);
  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={drawerOpened}
        onClose={closeDrawer}
        size={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: SIDEBAR_BG } }}
        rootClassName="sidebar-drawer"
      >
        {showLogo && <Logo collapsed={false} />}
        <SidebarMenu collapsed={false} />
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsed={!sidebarOpened}
      collapsedWidth={54}
      trigger={null}
      className={styles.sider}
      data-testid="sidebar"
    >
      {showLogo && <Logo collapsed={!sidebarOpened} />}
      <SidebarMenu collapsed={!sidebarOpened} />
    </Layout.Sider>
  );
});
