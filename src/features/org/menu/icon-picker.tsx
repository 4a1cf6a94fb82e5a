import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Spin, Tabs, Tooltip } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi, fileClassApi, type StoredFile } from '@/api/modules/system/file';
import { Segmented } from '@/components/choice/segmented';
import { FILE_ICON_PREFIX, MenuIcon } from '@/components/icons/menu-icon';
import { usePageShown } from '@/router/page-location';
import styles from '../org.module.css';

export interface IconPickerProps {
  id?: string;
  /** Handed in by Form.Item: an antd icon name, `file:<key>`, or `#`/empty for none. */
  value?: string;
  onChange?: (icon: string) => void;
}

type Theme = 'Outlined' | 'Filled' | 'TwoTone';
const THEMES: Theme[] = ['Outlined', 'Filled', 'TwoTone'];
/** The class of stored files that hold menu images. */
const MENU_ICON_CLASS = 'menuIcon';
const NO_ICON = '#';

let iconSet: Promise<Record<string, ComponentType>> | undefined;

/** The whole antd icon set, loaded on the first open of a picker (its own chunk, never in the shell). */
function loadIconSet(): Promise<Record<string, ComponentType>> {
  iconSet ??= import('@ant-design/icons/es/icons').then((module) => {
    const icons: Record<string, ComponentType> = {};
    for (const [name, icon] of Object.entries(module as unknown as Record<string, unknown>)) {
      const isComponent =
        typeof icon === 'function' || (typeof icon === 'object' && icon !== null && '$$typeof' in icon);
      if (isComponent && /^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/.test(name)) icons[name] = icon as ComponentType;
    }
    return icons;
  });
  return iconSet;
}

function AntdIcons({ value, onPick }: { value: string; onPick: (name: string) => void }) {
  const { t } = useTranslation('menu');
  const [icons, setIcons] = useState<Record<string, ComponentType> | undefined>(undefined);
  const [theme, setTheme] = useState<Theme>('Outlined');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    let active = true;
    void loadIconSet().then((loaded) => {
      if (active) setIcons(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  const names = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return Object.keys(icons ?? {}).filter((n) => n.endsWith(theme) && (!needle || n.toLowerCase().includes(needle)));
  }, [icons, theme, keyword]);

  return (
    <div>
      <div className={styles.header}>
        <Input
          allowClear
          size="small"
          style={{ width: 200 }}
          aria-label={t('icon.search')}
          placeholder={t('icon.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Segmented<Theme>
          size="small"
          aria-label={t('icon.theme')}
          value={theme}
          onChange={setTheme}
          options={THEMES.map((value) => ({ value, label: t(`icon.themes.${value}`) }))}
        />
      </div>
      {!icons ? (
        <Spin />
      ) : names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className={styles.iconGrid} role="listbox" aria-label={t('icon.antd')}>
          {names.map((name) => {
            const Icon = icons[name];
            return (
              <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
                <Button
                  role="option"
                  aria-selected={name === value}
                  aria-label={name}
                  type={name === value ? 'primary' : 'text'}
                  className={styles.iconButton}
                  icon={<Icon />}
                  onClick={() => onPick(name)}
                />
              </Tooltip>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** Images of the menu-icon file class, when the user may read stored files; a key can always be typed. */
function FileIcons({ value, onPick }: { value: string; onPick: (name: string) => void }) {
  const { t } = useTranslation('menu');
  const [files, setFiles] = useState<StoredFile[] | undefined>(undefined);
  const [key, setKey] = useState(value.startsWith(FILE_ICON_PREFIX) ? value.slice(FILE_ICON_PREFIX.length) : '');
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, silent: true };
    fileClassApi
      .page({ key: MENU_ICON_CLASS, page: 1, limit: 10 }, options)
      .then((classes) => {
        const cls = classes.list.find((c) => c.key === MENU_ICON_CLASS);
        return cls?.clsId === undefined
          ? []
          : fileApi.page({ clsId: cls.clsId, page: 1, limit: 50 }, options).then((p) => p.list);
      })
      .then(
        (list) => setFiles(list.filter((f) => typeof f.key === 'string' && f.key !== '')),
        () => {
          if (!controller.signal.aborted) setFiles([]);
        },
      );
    return () => controller.abort();
  }, []);

  return (
    <div>
      <Input.Search
        size="small"
        prefix={FILE_ICON_PREFIX}
        aria-label={t('icon.fileKey')}
        placeholder={t('icon.fileKey')}
        enterButton={t('icon.use')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        onSearch={(typed) => typed.trim() && onPick(FILE_ICON_PREFIX + typed.trim())}
      />
      {files === undefined ? (
        <Spin />
      ) : files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('icon.noFiles')} />
      ) : (
        <div className={styles.iconGrid} role="listbox" aria-label={t('icon.files')}>
          {files.map((file) => {
            const name = FILE_ICON_PREFIX + String(file.key);
            return (
              <Tooltip key={name} title={file.name ?? file.key} mouseEnterDelay={0.4}>
                <Button
                  role="option"
                  aria-selected={name === value}
                  aria-label={file.name ?? String(file.key)}
                  type={name === value ? 'primary' : 'text'}
                  icon={<MenuIcon name={name} />}
                  onClick={() => onPick(name)}
                />
              </Tooltip>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * 菜单图标: an antd icon (the whole set loads only when the picker opens) or an image stored on the
 * server (`file:<key>`, shown from the menu file preview path).
 */
export function IconPicker({ id, value, onChange }: IconPickerProps) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  // Closed while its page is kept behind another tag (its dialog is closed then too).
  const shown = usePageShown();
  const current = value && value !== NO_ICON ? value : '';
  const pick = (name: string) => {
    onChange?.(name);
    setOpen(false);
  };
  return (
    <Popover
      open={open && shown}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      destroyOnHidden
      content={
        <div style={{ width: 420 }}>
          <Tabs
            size="small"
            defaultActiveKey={current.startsWith(FILE_ICON_PREFIX) ? 'file' : 'antd'}
            items={[
              { key: 'antd', label: t('icon.antd'), children: <AntdIcons value={current} onPick={pick} /> },
              { key: 'file', label: t('icon.files'), children: <FileIcons value={current} onPick={pick} /> },
            ]}
          />
        </div>
      }
    >
      <Input
        id={id}
        readOnly
        aria-label={t('fields.icon')}
        placeholder={t('icon.placeholder')}
        value={current}
        prefix={current ? <MenuIcon name={current} /> : undefined}
        suffix={
          current ? (
            <CloseCircleFilled
              aria-label={t('icon.clear')}
              role="button"
              tabIndex={0}
              onClick={(e) => {
                e.stopPropagation();
                onChange?.(NO_ICON);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onChange?.(NO_ICON);
              }}
            />
          ) : undefined
        }
      />
    </Popover>
  );
}
