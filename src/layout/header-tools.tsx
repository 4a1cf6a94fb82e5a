import {
  BgColorsOutlined,
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { ColorPicker, Divider, Drawer, Dropdown, Radio, Switch, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import screenfull from 'screenfull';
import { feedback } from '@/lib/feedback/feedback';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGES, type Language } from '@/lib/i18n/detect';
import { SIZES, useApp, type Size } from '@/stores/app';
import { DEFAULT_SETTINGS, useSettings, type Settings } from '@/stores/settings';
import styles from './header-tools.module.css';

export const THEME_PRESETS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'];

/** Full-screen toggle (screenfull); a warning where the browser cannot. */
export function FullScreenToggle() {
  const { t } = useTranslation('layout');
  const [full, setFull] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const onChange = () => setFull(screenfull.isFullscreen);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);
  const label = full ? t('tools.exitFullscreen') : t('tools.fullscreen');
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="header-tool"
        aria-label={label}
        data-testid="fullscreen"
        onClick={() => {
          if (!screenfull.isEnabled) {
            feedback().message.warning(t('tools.noFullscreen'));
            return;
          }
          void screenfull.toggle();
        }}
      >
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}

/** §9 size selector: applied live through ConfigProvider, kept in a cookie. */
export function SizeSelect() {
  const { t } = useTranslation('layout');
  const size = useApp((s) => s.size);
  const setSize = useApp((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: t(`sizes.${s}`) })),
        onClick: ({ key }) => setSize(key as Size),
      }}
    >
      <button type="button" className="header-tool" aria-label={t('tools.size')} data-testid="size-select">
        <ColumnHeightOutlined />
      </button>
    </Dropdown>
  );
}

export function SettingsButton() {
  const { t } = useTranslation('layout');
  const change = useSettings((s) => s.change);
  return (
    <Tooltip title={t('tools.settings')}>
      <button
        type="button"
        className="header-tool"
        aria-label={t('tools.settings')}
        data-testid="settings-button"
        onClick={() => change('showSettings', true)}
      >
        <SettingOutlined />
      </button>
    </Tooltip>
  );
}

/** Whether this browser can show notifications at all. */
const canNotify = () => typeof Notification !== 'undefined';

/**
 * The alarm cues: the in-page notification, a sound, and the browser's notification while the tab is
 * hidden. The browser is asked for permission only here, from the switch's click, never at load.
 */
function AlarmSettings() {
  const { t } = useTranslation('layout');
  const alarmPopup = useSettings((s) => s.alarmPopup);
  const alarmSound = useSettings((s) => s.alarmSound);
  const alarmBrowserNotify = useSettings((s) => s.alarmBrowserNotify);
  const change = useSettings((s) => s.change);
  const turnOnNotifications = async () => {
    if (!canNotify()) {
      feedback().message.warning(t('settings.notifyUnsupported'));
      return;
    }
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission === 'granted') change('alarmBrowserNotify', true);
    else feedback().message.warning(t('settings.notifyDenied'));
  };
  return (
    <>
      <AlarmSwitch name="alarmPopup" checked={alarmPopup} onChange={(on) => change('alarmPopup', on)} />
      <AlarmSwitch name="alarmSound" checked={alarmSound} onChange={(on) => change('alarmSound', on)} />
      <AlarmSwitch
        name="alarmBrowserNotify"
        checked={alarmBrowserNotify}
        onChange={(on) => (on ? void turnOnNotifications() : change('alarmBrowserNotify', false))}
      />
    </>
  );
}

type AlarmKey = Extract<keyof Settings, 'alarmPopup' | 'alarmSound' | 'alarmBrowserNotify'>;

/** One alarm cue's row: its label and its switch. */
function AlarmSwitch({
  name,
  checked,
  onChange,
}: {
  name: AlarmKey;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.row}>
      <label htmlFor={`setting-${name}`}>{t(`settings.${name}`)}</label>
      <Switch id={`setting-${name}`} checked={checked} onChange={onChange} data-testid={`setting-${name}`} />
    </div>
  );
}

type SwitchKey = Extract<keyof Settings, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'pinyinSearch'>;

/** §2 right-hand settings panel; every choice applies at once and is kept in localStorage. */
export function SettingsDrawer() {
  const { t, i18n } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const settings = useSettings();
  const switches: SwitchKey[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];
  if (i18n.language.startsWith('zh')) switches.push('pinyinSearch');
  return (
    <Drawer
      title={t('settings.title')}
      open={settings.showSettings}
      onClose={() => settings.change('showSettings', false)}
      size={300}
      data-testid="settings-drawer"
    >
      <div className={styles.row}>
        <span>
          <BgColorsOutlined /> {t('settings.themeColor')}
        </span>
        <ColorPicker
          value={settings.themeColor}
          disabledAlpha
          presets={[{ label: t('settings.themeColor'), colors: THEME_PRESETS }]}
          onChangeComplete={(color) => settings.change('themeColor', color.toHexString().toUpperCase())}
        >
          {/* antd's own trigger is a bare div, out of the Tab order: a button opens the picker. */}
          <button
            type="button"
            className={styles.swatchButton}
            aria-label={`${t('settings.themeColor')} ${settings.themeColor}`}
            data-testid="theme-color"
          >
            <span className={styles.swatch} style={{ background: settings.themeColor }} />
          </button>
        </ColorPicker>
      </div>
      <Divider />
      {switches.map((key) => (
        <div className={styles.row} key={key}>
          <label htmlFor={`setting-${key}`}>{t(`settings.${key}`)}</label>
          <Switch
            id={`setting-${key}`}
            checked={settings[key]}
            onChange={(on) => settings.change(key, on)}
            data-testid={`setting-${key}`}
          />
        </div>
      ))}
      <div className={styles.row}>
        <span id="setting-language">{tc('navbar.language')}</span>
        <Radio.Group
          aria-labelledby="setting-language"
          optionType="button"
          size="small"
          value={i18n.language}
          options={LANGUAGES.map((lng) => ({ value: lng, label: tc(`languages.${lng}`) }))}
          onChange={(e) => void changeLanguage(e.target.value as Language)}
          data-testid="setting-language"
        />
      </div>
      <div className={styles.row}>
        <label htmlFor="setting-highContrast">{tc('a11y.highContrast')}</label>
        <Switch
          id="setting-highContrast"
          checked={settings.highContrast}
          onChange={(on) => settings.change('highContrast', on)}
          data-testid="setting-highContrast"
        />
      </div>
      <Divider />
      <AlarmSettings />
      <Divider />
      <button
        type="button"
        className={styles.reset}
        onClick={() => {
          for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
            if (key !== 'showSettings') settings.change(key, DEFAULT_SETTINGS[key]);
          }
        }}
      >
        {t('settings.reset')}
      </button>
    </Drawer>
  );
}
