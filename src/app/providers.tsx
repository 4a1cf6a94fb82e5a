import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackBridge } from '@/lib/feedback/feedback-bridge';
import { i18n } from '@/lib/i18n';
import { useApp } from '@/stores/app';
import { useLoadingMask } from '@/stores/loading-mask';
import { useSettings } from '@/stores/settings';
import { SIZE_TO_ANTD, themeFor } from './theme';

function useLanguage(): string {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return language;
}

function LoadingMask() {
  const { count, text } = useLoadingMask();
  return <Spin fullscreen spinning={count > 0} tip={text} />;
}

/** i18n, antd locale/theme/size (switched live), the feedback bridge and the loading mask. */
export function Providers({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const size = useApp((s) => s.size);
  const color = useSettings((s) => s.themeColor);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={language === 'zh-CN' ? zhCN : enUS}
        componentSize={SIZE_TO_ANTD[size].componentSize}
        theme={themeFor(color, size)}
      >
        <AntApp message={{ maxCount: 3 }}>
          <FeedbackBridge />
          <LoadingMask />
          {children}
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
