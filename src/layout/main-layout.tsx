import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { MOBILE_BREAKPOINT, useApp } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
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

export default function MainLayout() {
  useDeviceWatcher();
  const fixedHeader = useSettings((s) => s.fixedHeader);
  return (
    <Layout className={styles.root}>
      <Sidebar />
      <Layout className={styles.main}>
        <header className={fixedHeader ? styles.fixedHeader : styles.header}>
          <Navbar />
        </header>
        <Layout.Content className={styles.content} id="main-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
