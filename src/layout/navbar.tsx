import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Avatar, Breadcrumb, Dropdown } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { feedback } from '@/lib/feedback/feedback';
import { findPage, useRoutesMeta } from '@/router/route-meta';
import { usePathNavigate } from '@/router/app-router';
import { loginPathFor } from '@/lib/auth/safe-redirect';
import { useApp } from '@/stores/app';
import { useSession } from '@/stores/session';
import { avatarUrl } from '@/lib/url/avatar';
import { ErrorLogButton } from './error-log-button';
import { HeaderSearch } from './header-search';
import { FullScreenToggle, SettingsButton, SettingsDrawer, SizeSelect } from './header-tools';
import { LanguageSwitch } from './language-switch';
import { MessageBellIfAllowed } from './message-bell';
import styles from './navbar.module.css';
import { TourButton } from './tour';

/** Dashboard, the page's menu containers, and for a hidden page the menu page it belongs to (a link back). */
function Breadcrumbs() {
  const { t } = useTranslation('route');
  const { pages } = useRoutesMeta();
  const { pathname } = useLocation();
  const page = findPage(pages, pathname);
  const label = (key: string) => t(key, { defaultValue: key });
  const items = [{ key: 'dashboard', title: <Link to="/dashboard">{label('dashboard')}</Link> }];
  if (page && page.path !== '/dashboard') {
    const owner = page.hidden && page.activeMenu ? findPage(pages, page.activeMenu) : undefined;
    for (const parent of owner?.parents ?? page.parents)
      items.push({ key: parent, title: <span>{label(parent)}</span> });
    if (owner) items.push({ key: owner.path, title: <Link to={owner.path}>{label(owner.title)}</Link> });
    items.push({ key: page.path, title: <span>{label(page.title)}</span> });
  }
  return <Breadcrumb className={styles.breadcrumb} items={items} />;
}

/** Signs out after confirmation and returns to /login?redirect=<this page> (§2). */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    feedback().modal.confirm({
      title: t('actions.confirm'),
      content: t('navbar.logoutConfirm'),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => {
        const here = `${location.pathname}${location.search}${location.hash}`;
        // Signed out locally at once; the server hears of it meanwhile (a later sign-in stays put).
        void useSession.getState().logout();
        navigate(loginPathFor(here), { replace: true });
      },
    });
}

/** The avatar's menu: profile, dashboard, sign-out (which reads the location, so it re-renders on every visit; the rest of the header does not). */
function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = usePathNavigate();
  const user = useSession((s) => s.user);
  const logout = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: t('navbar.profile'), onClick: () => navigate('/user/profile') },
          { key: 'dashboard', label: t('navbar.dashboard'), onClick: () => navigate('/dashboard') },
          { type: 'divider' },
          { key: 'logout', label: t('navbar.logout'), onClick: logout, danger: true },
        ],
      }}
    >
      <button type="button" className={`header-tool ${styles.avatar}`} data-testid="avatar-menu">
        <Avatar size={30} src={avatarUrl(user?.avatar)} alt="" />
        <span className={styles.userName}>{user?.nickName || user?.name}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}

/** Memoised: a navigation re-renders only the breadcrumbs and the avatar menu, not the header's tools. */
export const Navbar = memo(function Navbar() {
  const { t } = useTranslation();
  const { device, sidebarOpened, drawerOpened, toggleSidebar } = useApp();
  const expanded = device === 'mobile' ? drawerOpened : sidebarOpened;
  return (
    <div className={styles.navbar}>
      <button
        type="button"
        className="header-tool"
        onClick={toggleSidebar}
        aria-label={t('navbar.toggleSidebar')}
        aria-expanded={expanded}
        data-testid="hamburger"
      >
        {expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <Breadcrumbs />
      <div className={styles.right}>
        <HeaderSearch />
        <MessageBellIfAllowed />
        {import.meta.env.PROD && <ErrorLogButton />}
        <FullScreenToggle />
        <SizeSelect />
        <LanguageSwitch />
        <SettingsButton />
        <TourButton />
        <AvatarMenu />
      </div>
      <SettingsDrawer />
    </div>
  );
});
