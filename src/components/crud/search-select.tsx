import { Select, Spin } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isCanceled, type Option, type PageResult } from '@/api/types';
import type { SearchedOptions } from './define-resource';
import styles from './crud.module.css';

/** How many choices one ask brings. */
export const SEARCH_SELECT_LIMIT = 20;
/** Typing settles this long before the server is asked. */
const SETTLE_MS = 300;

export interface SearchSelectProps {
  source: SearchedOptions;
  value?: string | number;
  /** The picked choice too (its label), or undefined when cleared. */
  onChange?: (value: string | number | undefined, option: Option | undefined) => void;
  /** What the value reads as while it is not among the answers (e.g. a model kept beside its id). */
  valueLabel?: string;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

interface Answer {
  source: SearchedOptions;
  keyword: string;
  page: PageResult<Option>;
}

/**
 * A select whose choices the server searches as the user types (`SearchedOptions`): asked when it
 * opens, then for each settled keyword, the latest ask winning; when more match than came, it says
 * how many and asks the user to type more.
 */
export function SearchSelect({ source, value, onChange, valueLabel, style, ...rest }: SearchSelectProps) {
  const { t } = useTranslation('crud');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const [failed, setFailed] = useState<Answer | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // Asked once it has been opened: a form with several pickers asks nothing until one is used.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    source.search({ keyword, limit: SEARCH_SELECT_LIMIT }, { signal: controller.signal }).then(
      (page) => setAnswer({ source, keyword, page }),
      (error: unknown) => {
        if (!isCanceled(error)) setFailed({ source, keyword, page: { list: [], total: 0 } });
      },
    );
    return () => controller.abort();
  }, [wanted, source, keyword]);

  const current = answer?.source === source && answer.keyword === keyword ? answer : undefined;
  const loading = wanted && !current && !(failed?.source === source && failed.keyword === keyword);
  // While a new keyword is asked, the last answer of the same source stays listed.
  const options = current?.page.list ?? (answer?.source === source ? answer.page.list : []);
  // The chosen value reads as its label whether or not the answers hold it (they are a search's).
  const held =
    value === undefined || value === null
      ? undefined
      : { value, label: options.find((o) => o.value === value)?.label ?? valueLabel ?? String(value) };
  const more = current && current.page.total > current.page.list.length ? current.page : undefined;

  return (
    <Select<Option | undefined, Option>
      {...rest}
      style={style}
      allowClear
      labelInValue
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={(next) => {
        if (next) setWanted(true);
        else setTyped('');
      }}
      loading={loading}
      options={options}
      value={held}
      onChange={(next) => onChange?.(next?.value, next && options.find((o) => o.value === next.value))}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <div className={styles.searchMore} role="status">
              {t('searchSelect.more', { shown: more.list.length, total: more.total })}
            </div>
          )}
        </>
      )}
    />
  );
}
