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
    label: title(node.title),
    children: node.children ? toItems(node.children, title) : undefined,
  }));
}

function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('route');
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
  const active = findPage(pages, pathname)?.activeMenu ?? pathname;
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[active]}
      defaultOpenKeys={collapsed ? undefined : ancestorsOf(active)}
      inlineCollapsed={collapsed}
      onClick={({ key }) => {
        navigate(key);
        closeDrawer();
      }}
    />
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
