import { App as AntApp, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useLoadingMask } from '@/stores/loading-mask';

function LoadingMask() {
  const { count, text } = useLoadingMask();
  return <Spin fullscreen spinning={count > 0} description={text} />;
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
