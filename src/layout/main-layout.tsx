import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { takeSignedInArrival } from '@/lib/a11y/arrival-focus';
import { MOBILE_BREAKPOINT, useApp } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { useAntdMarkupPatches, useDialogFocusReturn, useDialogTabWrap } from './antd-a11y';
import { Navbar } from './navbar';
import { PageAnnouncer, SkipLink } from './page-announcer';
import { PageCache } from './page-cache';
import { Sidebar } from './sidebar';
import { TagRecorder, TagsView, useActiveTagKey } from './tags-view';
import styles from './main-layout.module.css';

/** Tracks the §9 mobile breakpoint. */
function useDeviceWatcher() {
  const setDevice = useApp((s) => s.setDevice);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const update = () => setDevice(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setDevice]);
}

/** Just signed in: the focus goes to the page, where a screen reader starts reading and Tab goes on. */
function useArrivalFocus() {
  useEffect(() => {
    if (takeSignedInArrival()) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, []);
}

export default function MainLayout() {
  useDeviceWatcher();
  useArrivalFocus();
  useAntdMarkupPatches();
  useDialogFocusReturn();
  useDialogTabWrap();
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const tagsView = useSettings((s) => s.tagsView);
  const activeKey = useActiveTagKey();
  return (
    <Layout className={styles.root}>
      <SkipLink />
      <PageAnnouncer />
      <TagRecorder />
      <Sidebar />
      <Layout className={styles.main}>
        {/* antd's Layout is a <section>, inside which a <header> is no banner landmark by itself. */}
        <header className={fixedHeader ? styles.fixedHeader : styles.header} role="banner">
          <Navbar />
          {tagsView && <TagsView />}
        </header>
        <Layout.Content className={styles.content} id="main-content" tabIndex={-1}>
          {/* Pages are kept per tag; anything else under the layout (redirects) renders as usual. */}
          {activeKey ? <PageCache activeKey={activeKey} enabled={tagsView} /> : <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
