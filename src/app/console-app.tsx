import { App as AntApp, Button, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InPlaceSignIn } from '@/features/login/in-place-sign-in';
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

/**
 * antd's <App> (contextual message/modal for pages), the download mask and the in-place sign-in
 * after an expired session: everything past sign-in.
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  return (
    <AntApp message={{ maxCount: 3 }}>
      <LoadingMask />
      <InPlaceSignIn />
      {children}
    </AntApp>
  );
}
