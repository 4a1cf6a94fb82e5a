import { Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIDEBAR_BG } from '@/app/theme';
import { MenuIcon } from '@/components/icons/menu-icon';
import type { MenuNode } from '@/router/menu-routes';
import { findPage, useRoutesMeta } from '@/router/route-meta';
import { useApp } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import styles from './sidebar.module.css';

export const SIDEBAR_WIDTH = 210;

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], title: (key: string) => string): Item[] {
  return nodes.map((node) => ({
    key: node.path,
    icon: <MenuIcon name={node.icon} />,
    // An external link (its URL passed checkedUrl when the menu was built) opens in a new tab.
    label: node.external ? (
      <a href={node.path} target="_blank" rel="noopener noreferrer">
        {title(node.title)}
      </a>
    ) : (
      title(node.title)
    ),
    children: node.children ? toItems(node.children, title) : undefined,
  }));
}

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
  const navigate = useNavigate();
  const closeDrawer = useApp((s) => s.closeDrawer);
  const items = useMemo(
    () => [
      { key: '/dashboard', icon: <MenuIcon name="HomeOutlined" />, label: t('dashboard') },
      ...toItems(menu, (k) => t(k, { defaultValue: k })),
    ],
    [menu, t],
  );
  const external = useMemo(() => externalPaths(menu), [menu]);
  const active = findPage(pages, pathname)?.activeMenu ?? pathname;
  return (
    <nav aria-label={tc('a11y.navigation')}>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[active]}
        defaultOpenKeys={collapsed ? undefined : ancestorsOf(active)}
        inlineCollapsed={collapsed}
        onClick={({ key, domEvent }) => {
          if (external.has(key)) {
            // A click reaches the link itself; the keyboard (Enter on the item) does not.
            if (domEvent.type === 'keydown') window.open(key, '_blank', 'noopener,noreferrer');
          } else navigate(key);
          closeDrawer();
        }}
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

/** 210 px sidebar, collapsible; a drawer over the page below the mobile breakpoint (§2). */
export function Sidebar() {
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
}
