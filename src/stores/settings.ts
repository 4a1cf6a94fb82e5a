import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const DEFAULT_THEME_COLOR = '#409EFF';

/** §2 settings panel; persisted in localStorage (holds nothing secret). */
export interface Settings {
  showSettings: boolean;
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  pinyinSearch: boolean;
  /** Primary buttons in the text shade too, so every text reaches 4.5:1 (WCAG 2.1 AA). */
  highContrast: boolean;
  /**
   * A new critical alarm opens a notification that stays until closed (on by default). An operator
   * who watches the bell's red mark may turn it off; the bell and its list show the alarm either way.
   */
  alarmPopup: boolean;
  /** A short sound with each new critical alarm (off by default). */
  alarmSound: boolean;
  /**
   * The browser's own notification of a new critical alarm while the tab is hidden (off by default;
   * turned on only from a click, which asks the browser's permission). While on, the unread count
   * keeps refreshing in a hidden tab, or there would be nothing to notify of.
   */
  alarmBrowserNotify: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  showSettings: false,
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  pinyinSearch: true,
  highContrast: false,
  alarmPopup: true,
  alarmSound: false,
  alarmBrowserNotify: false,
};

interface SettingsState extends Settings {
  change: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  reset: () => void;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      change: (key, value) => set({ [key]: value } as Partial<Settings>),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: 'console:settings',
      version: 1,
      partialize: ({ showSettings: _open, change: _c, reset: _r, ...rest }) => rest,
    },
  ),
);
