import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useApp } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { SIZE_TO_ANTD, themeColours, themeFor } from './theme';

function useLanguage(): string {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return language;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** The system's "reduce motion" setting, followed live: antd's dialogs, menus and toasts then appear without animating. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** antd's own texts per language, loaded on demand (sign-in shows none of them). */
const ANTD_LOCALES: Record<string, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/locale/zh_CN'),
  en: () => import('antd/locale/en_US'),
};

function useAntdLocale(language: string): Locale {
  const [loaded, setLoaded] = useState<{ language: string; locale: Locale }>();
  useEffect(() => {
    let live = true;
    void (ANTD_LOCALES[language] ?? ANTD_LOCALES.en)().then(({ default: locale }) => {
      if (live) setLoaded({ language, locale });
    });
    return () => {
      live = false;
    };
  }, [language]);
  // Until the texts arrive, keep the previous ones. Never undefined: antd's ConfigProvider adds its
  // locale layer only when given a locale, and adding it later would remount the whole page.
  return loaded?.locale ?? { locale: language };
}

/**
 * i18n and antd's locale, theme and size, switched live. Toasts and dialogs raised outside React
 * (the API client, the auth gate, the guard) use antd's static holders, which live outside the
 * route tree so a redirect never takes them away; holderRender gives them the same locale and theme.
 * antd's generated styles go in the cascade layer `antd`, as its built sheet does past sign-in
 * (antd-static.css): the console's own rules win over both, whichever came first.
 */
export function CoreProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const size = useApp((s) => s.size);
  const color = useSettings((s) => s.themeColor);
  const highContrast = useSettings((s) => s.highContrast);
  const locale = useAntdLocale(language);
  const reducedMotion = usePrefersReducedMotion();
  const config = useMemo(() => {
    const theme = themeFor(color, size, highContrast);
    return {
      locale,
      componentSize: SIZE_TO_ANTD[size].componentSize,
      theme: reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme,
    };
  }, [locale, size, color, highContrast, reducedMotion]);
  useEffect(() => {
    // The primary buttons the console draws itself (sign-in) fill with what antd's primary buttons do.
    document.documentElement.style.setProperty('--console-primary-fill', themeColours(color, highContrast).fill);
  }, [color, highContrast]);
  useEffect(() => {
    ConfigProvider.config({ holderRender: (holder) => <AntdRoot config={config}>{holder}</AntdRoot> });
  }, [config]);
  return (
    <I18nextProvider i18n={i18n}>
      <AntdRoot config={config}>{children}</AntdRoot>
    </I18nextProvider>
  );
}

/** antd's configuration, its generated styles in the cascade layer `antd`: the route tree and the static holders alike. */
function AntdRoot({ config, children }: { config: ConfigProviderProps; children: ReactNode }) {
  return (
    <StyleProvider layer>
      <ConfigProvider {...config}>{children}</ConfigProvider>
    </StyleProvider>
  );
}
