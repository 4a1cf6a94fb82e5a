import { Select, Spin } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '@/api/types';
import type { SearchedOptions } from './define-resource';
import { useServerSearch } from './use-server-search';
import styles from './crud.module.css';

/** How many choices one ask brings. */
export const SEARCH_SELECT_LIMIT = 20;

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

/**
 * A select whose choices the server searches as the user types (`SearchedOptions`): asked when it
 * opens, then for each settled keyword, the latest ask winning; when more match than came, it says
 * how many and asks the user to type more.
 */
export function SearchSelect({ source, value, onChange, valueLabel, style, ...rest }: SearchSelectProps) {
  const { t } = useTranslation('crud');
  const [typed, setTyped] = useState('');
  // Asked once it has been opened: a form with several pickers asks nothing until one is used.
  const [wanted, setWanted] = useState(false);
  // While a new keyword is asked, the last answer of the same source stays listed.
  const search = useServerSearch(source.search, typed, { limit: SEARCH_SELECT_LIMIT, enabled: wanted });
  const { list: options, loading, more } = search;
  // The chosen value reads as its label whether or not the answers hold it (they are a search's).
  const held =
    value === undefined || value === null
      ? undefined
      : { value, label: options.find((o) => o.value === value)?.label ?? valueLabel ?? String(value) };

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
              {t('searchSelect.more', more)}
            </div>
          )}
        </>
      )}
    />
  );
}
