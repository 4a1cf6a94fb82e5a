import { App as AntApp, Button, ConfigProvider, Space, Spin } from 'antd';
import './antd-static.css';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InPlaceSignIn } from '@/features/login/in-place-sign-in';
import { queryClient } from '@/lib/query/client';
import { useLoadingMask } from '@/stores/loading-mask';

function LoadingMask() {
  const { count, text, progress, cancel } = useLoadingMask();
  const { t } = useTranslation('common');
  const description = (
    <Space>
      <span>{progress ? `${text} ${progress}` : text}</span>
      {cancel ? (
        <Button size="small" onClick={cancel}>
          {t('actions.cancel')}
        </Button>
      ) : null}
    </Space>
  );
  return <Spin fullscreen spinning={count > 0} description={description} />;
}

/** antd past sign-in: styles built ahead, none generated as a page renders (antd-static.css). */
const ZERO_RUNTIME = { zeroRuntime: true };

/**
 * The server-state cache (TanStack Query), antd's <App> (contextual message/modal for pages), the download mask and the in-place sign-in
 * after an expired session: everything past sign-in. Here antd runs with zeroRuntime: its CSS-in-JS
 * wrote a <style> for every component a page showed first and re-ran its style hooks on every render,
 * much of what a navigation spent rendering. /login keeps the generated styles (the whole static
 * sheet is 108 KiB gzip, half its budget).
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ZERO_RUNTIME}>
      <QueryClientProvider client={queryClient}>
        <AntApp message={{ maxCount: 3 }}>
          <LoadingMask />
          <InPlaceSignIn />
          {children}
        </AntApp>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
