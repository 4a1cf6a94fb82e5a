import { ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './list.module.css';

export interface ToolbarColumn {
  key: string;
  title: string;
}

export interface RightToolbarProps {
  showSearch?: boolean;
  /** Omit to leave out the search toggle (a page without a search form). */
  onToggleSearch?: (show: boolean) => void;
  onRefresh?: () => void;
  /** Columns the user may show or hide; omit for no column chooser. */
  columns?: readonly ToolbarColumn[];
  hiddenColumns?: readonly string[];
  onColumnsChange?: (hidden: string[]) => void;
}

/** The list toolbar's right side (§2): toggle search, refresh, show/hide columns. */
export function RightToolbar(props: RightToolbarProps) {
  const { t } = useTranslation('list');
  const { showSearch = true, onToggleSearch, onRefresh, columns, hiddenColumns = [], onColumnsChange } = props;
  const hidden = new Set(hiddenColumns);
  return (
    <div className={styles.rightToolbar}>
      {onToggleSearch && (
        <Tooltip title={t(showSearch ? 'hideSearch' : 'showSearch')}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={t(showSearch ? 'hideSearch' : 'showSearch')}
            aria-pressed={showSearch}
            onClick={() => onToggleSearch(!showSearch)}
          />
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title={t('refresh')}>
          <Button shape="circle" icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={onRefresh} />
        </Tooltip>
      )}
      {columns && columns.length > 0 && onColumnsChange && (
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('columns')}
          content={
            <div className={styles.columns}>
              {columns.map((column) => (
                <Checkbox
                  key={column.key}
                  checked={!hidden.has(column.key)}
                  onChange={(e) =>
                    onColumnsChange(
                      e.target.checked ? hiddenColumns.filter((k) => k !== column.key) : [...hiddenColumns, column.key],
                    )
                  }
                >
                  {column.title}
                </Checkbox>
              ))}
            </div>
          }
        >
          <Tooltip title={t('columns')}>
            <Button shape="circle" icon={<TableOutlined />} aria-label={t('columns')} />
          </Tooltip>
        </Popover>
      )}
    </div>
  );
}
