import { SearchOutlined } from '@ant-design/icons';
import { Select, type RefSelectProps } from 'antd';
import Fuse from 'fuse.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRoutesMeta } from '@/router/route-meta';
import { useSettings } from '@/stores/settings';
import styles from './header-tools.module.css';

interface Entry {
  path: string;
  /** "Parent > Page" in the current language. */
  title: string;
  pinyin: string;
}

type PinyinFn = (text: string) => string;

/** pinyin-pro is loaded only in Chinese, only while pinyin search is on, and only once the search opens. */
function usePinyin(on: boolean): PinyinFn | undefined {
  const [fn, setFn] = useState<{ convert: PinyinFn }>();
  useEffect(() => {
    if (!on || fn) return;
    let live = true;
    void import('pinyin-pro').then(({ pinyin }) => {
      if (live) setFn({ convert: (text) => pinyin(text, { toneType: 'none', type: 'array' }).join('') });
    });
    return () => {
      live = false;
    };
  }, [on, fn]);
  return on ? fn?.convert : undefined;
}

/** §2 header search over the menu pages this user can reach; choosing one navigates. */
export function HeaderSearch() {
  const { t } = useTranslation('layout');
  const { t: tr, i18n } = useTranslation('route');
  const navigate = useNavigate();
  const { pages } = useRoutesMeta();
  const pinyinOn = useSettings((s) => s.pinyinSearch) && i18n.language.startsWith('zh');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const toPinyin = usePinyin(pinyinOn && used);
  const [query, setQuery] = useState('');
  const select = useRef<RefSelectProps>(null);
  useEffect(() => {
    if (open) select.current?.focus();
  }, [open]);

  const entries = useMemo<Entry[]>(() => {
    const label = (key: string) => tr(key, { defaultValue: key });
    return pages
      .filter((p) => !p.hidden && !p.path.includes(':'))
      .map((p) => {
        const title = [...p.parents.map(label), label(p.title)].join(' > ');
        return { path: p.path, title, pinyin: toPinyin ? toPinyin(title) : '' };
      });
  }, [pages, tr, toPinyin]);

  const fuse = useMemo(
    () =>
      new Fuse(entries, {
        threshold: 0.4,
        minMatchCharLength: 1,
        keys: [
          { name: 'title', weight: 0.7 },
          { name: 'pinyin', weight: 0.3 },
          { name: 'path', weight: 0.3 },
        ],
      }),
    [entries],
  );
  const text = query.trim();
  const options = text ? fuse.search(text).map(({ item }) => ({ value: item.path, label: item.title })) : [];

  if (!open) {
    return (
      <button
        type="button"
        className="header-tool"
        aria-label={t('tools.search')}
        data-testid="header-search"
        onClick={() => setOpen(true)}
      >
        <SearchOutlined />
      </button>
    );
  }
  return (
    <Select
      className={styles.search}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      ref={select}
      value={null}
      placeholder={t('tools.searchPlaceholder')}
      aria-label={t('tools.search')}
      data-testid="header-search-select"
      options={options}
      open={text !== ''}
      notFoundContent={t('tools.searchNoMatch')}
      suffixIcon={<SearchOutlined />}
      onSelect={(path) => {
        setQuery('');
        setOpen(false);
        if (path) navigate(path);
      }}
      onBlur={() => {
        setQuery('');
        setOpen(false);
      }}
    />
  );
}
