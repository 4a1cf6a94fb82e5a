import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DictItemQuery } from '@/api/modules/system/dict';
import type { Option } from '@/api/types';
import { CrudPage, ReadFailure, useFieldOptions, type ResourceSpec } from '@/components/crud';
import { useDictType, type GetDictType } from './use-dict-type';
import styles from './dict-items-view.module.css';
import { usePathNavigate } from '@/router/app-router';

export interface DictItemsViewProps<T extends object> {
  /** The items' declaration (platform or module dictionary). */
  resource: ResourceSpec<T, DictItemQuery>;
  /** Reads the route's dictionary type; a stable function. */
  getType: GetDictType;
  /** The dictionary types page the back button returns to. */
  backPath: string;
  /**
   * The dictionaries to switch between (`dicts options`, `wms/dict options`: label the name, value
   * the type); a stable function. The route's dictionary is shown first; picking another lists its
   * items in place, and a new item goes to the dictionary shown.
   */
  typeOptions?: () => Promise<Option[]>;
}

/** The items of the dictionary of the route's `:dictId` (the routes require the admin role). */
export function DictItemsView<T extends object>({ resource, getType, backPath, typeOptions }: DictItemsViewProps<T>) {
  const { t } = useTranslation('dictItem');
  const { dictId } = useParams();
  const navigate = usePathNavigate();
  const state = useDictType(dictId, getType);
  // Another dictionary picked on this route; a new route starts from its own dictionary again.
  const [picked, setPicked] = useState<{ dictId?: string; dictType?: string }>({});
  const routeType = state.status === 'ready' ? state.dict.dictType : undefined;
  const dictType = (picked.dictId === dictId ? picked.dictType : undefined) ?? routeType;
  const fixedQuery = useMemo(() => (dictType ? { dictType } : undefined), [dictType]);

  if (state.status === 'loading') return <Spin />;
  if (state.status === 'failed') return <ReadFailure message={state.message} onRetry={state.retry} />;
  if (state.status === 'missing')
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={<Button onClick={() => navigate(backPath)}>{t('back')}</Button>}
      />
    );
  return (
    <CrudPage
      resource={resource}
      fixedQuery={fixedQuery}
      header={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backPath)}>
            {t('back')}
          </Button>
          {typeOptions ? (
            <DictTypeSelect
              label={t('fields.dictType')}
              options={typeOptions}
              value={dictType}
              fallback={{ value: state.dict.dictType, label: state.dict.dictName ?? state.dict.dictType }}
              onChange={(value) => setPicked({ dictId, dictType: value })}
            />
          ) : (
            <Typography.Text strong>{state.dict.dictName}</Typography.Text>
          )}
          <Tag>{dictType}</Tag>
        </Space>
      }
    />
  );
}

interface DictTypeSelectProps {
  label: string;
  options: () => Promise<Option[]>;
  value: string | undefined;
  /** The route's dictionary, named while the choices load (or if they fail). */
  fallback: Option<string>;
  onChange: (dictType: string) => void;
}

/** The dictionaries by name, from the server's options call. */
function DictTypeSelect({ label, options, value, fallback, onChange }: DictTypeSelectProps) {
  const loaded = useFieldOptions(undefined, options);
  const choices = loaded.some((o) => o.value === fallback.value) ? loaded : [fallback, ...loaded];
  return (
    <Select
      aria-label={label}
      className={styles.typeSelect}
      showSearch={{ optionFilterProp: 'label' }}
      options={choices}
      value={value}
      onChange={(next: string | number) => onChange(String(next))}
    />
  );
}
