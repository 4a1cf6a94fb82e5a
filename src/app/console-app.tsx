import { App as AntApp, Button, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** antd's <App> (contextual message/modal for pages) and the download mask: everything past sign-in. */
export function ConsoleApp({ children }: { children: ReactNode }) {
  return (
    <AntApp message={{ maxCount: 3 }}>
      <LoadingMask />
      {children}
    </AntApp>
  );
}
