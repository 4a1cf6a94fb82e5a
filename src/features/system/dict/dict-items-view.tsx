import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { DictItemQuery } from '@/api/modules/system/dict';
import { CrudPage, type ResourceSpec } from '@/components/crud';
import { useDictType, type GetDictType } from './use-dict-type';

export interface DictItemsViewProps<T extends object> {
  /** The items' declaration (platform or module dictionary). */
  resource: ResourceSpec<T, DictItemQuery>;
  /** Reads the route's dictionary type; a stable function. */
  getType: GetDictType;
  /** The dictionary types page the back button returns to. */
  backPath: string;
}

/** The items of the dictionary of the route's `:dictId` (the routes require the admin role). */
export function DictItemsView<T extends object>({ resource, getType, backPath }: DictItemsViewProps<T>) {
  const { t } = useTranslation('dictItem');
  const { dictId } = useParams();
  const navigate = useNavigate();
  const state = useDictType(dictId, getType);
  const dictType = state.status === 'ready' ? state.dict.dictType : undefined;
  const fixedQuery = useMemo(() => (dictType ? { dictType } : undefined), [dictType]);

  if (state.status === 'loading') return <Spin />;
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
          <Typography.Text strong>{state.dict.dictName}</Typography.Text>
          <Tag>{state.dict.dictType}</Tag>
        </Space>
      }
    />
  );
}
