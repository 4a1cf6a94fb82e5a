import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CrudPage } from '@/components/crud';
import { useDictType } from '@/features/system/dict/use-dict-type';
import { dictItemResource } from '@/resources/dict/dict-item.resource';

/** 字典数据: the items of one dictionary (the route requires the admin role). */
export default function DictItemsPage() {
  const { t } = useTranslation('dictItem');
  const { dictId } = useParams();
  const navigate = useNavigate();
  const state = useDictType(dictId);
  const dictType = state.status === 'ready' ? state.dict.dictType : undefined;
  const fixedQuery = useMemo(() => (dictType ? { dictType } : undefined), [dictType]);

  if (state.status === 'loading') return <Spin />;
  if (state.status === 'missing')
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={<Button onClick={() => navigate('/system/dict')}>{t('back')}</Button>}
      />
    );
  return (
    <CrudPage
      resource={dictItemResource}
      fixedQuery={fixedQuery}
      header={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/dict')}>
            {t('back')}
          </Button>
          <Typography.Text strong>{state.dict.dictName}</Typography.Text>
          <Tag>{state.dict.dictType}</Tag>
        </Space>
      }
    />
  );
}
