import { SearchOutlined } from '@ant-design/icons';
import { Select, type RefSelectProps } from 'antd';
import Fuse from 'fuse.js';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutesMeta } from '@/router/route-meta';
import { usePathNavigate } from '@/router/app-router';
import { useSettings } from '@/stores/settings';
import styles from './header-tools.module.css';

interface Entry {
  path: string;
  /** "Parent > Page" in the current language. */
  title: string;
  pinyin: string;
}

type PinyinFn = (text: string) => string;

/** Best matches shown; more is noise, and every extra option costs render time per keystroke. */
const SEARCH_LIMIT = 30;

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
  const navigate = usePathNavigate();
  const { pages } = useRoutesMeta();
  const pinyinOn = useSettings((s) => s.pinyinSearch) && i18n.language.startsWith('zh');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const toPinyin = usePinyin(pinyinOn && used);
  const [query, setQuery] = useState('');
  const select = useRef<RefSelectProps>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Set by Escape: the keyboard user goes back to the search button. */
  const refocus = useRef(false);
  useEffect(() => {
    if (open) select.current?.focus();
    else if (refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
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
  // The typed character shows at once; the matches follow in a render the next keystroke may interrupt.
  const searched = useDeferredValue(text);
  const options = useMemo(
    () =>
      searched
        ? fuse.search(searched, { limit: SEARCH_LIMIT }).map(({ item }) => ({ value: item.path, label: item.title }))
        : [],
    [fuse, searched],
  );

  /** Escape or leaving the field puts the search away, forgetting the query. */
  const close = () => {
    setQuery('');
    setOpen(false);
  };

  if (!open) {
    return (
      <button
        ref={button}
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
      // 'No match' only once the matches have caught up with what was typed, never as a flash before them.
      notFoundContent={searched === text ? t('tools.searchNoMatch') : null}
      suffixIcon={<SearchOutlined />}
      onSelect={(path) => {
        close();
        if (path) navigate(path);
      }}
      onBlur={close}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        refocus.current = true;
        close();
      }}
    />
  );
}
