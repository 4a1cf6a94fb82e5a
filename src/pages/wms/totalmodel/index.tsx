import { SearchOutlined } from '@ant-design/icons';
import { Alert, AutoComplete, Button, Card, Descriptions, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totalModelApi, type TotalModel } from '@/api/modules/wms/total-model';
import { ApiError } from '@/api/types';
import { CrudPage, textOf } from '@/components/crud';
import { DictValue } from '@/components/list';
import { useLoad } from '@/features/configurator/use-load';
import { totalmodelResource } from '@/resources/totalmodel/totalmodel.resource';
import styles from './totalmodel.module.css';

/** Looks a total model up by its number (`no/{no}`), offering the numbers there are (`selectAllList`). */
function NumberLookup() {
  const { t } = useTranslation('totalmodel');
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ model?: TotalModel; error?: string; busy: boolean }>({ busy: false });
  const all = useLoad('all', (signal) => totalModelApi.selectAllList({ signal }));
  const options = useMemo(() => {
    const needle = text.trim().toUpperCase();
    return (all.data ?? [])
      .filter(
        (m) => typeof m.no === 'string' && (!needle || `${m.no} ${m.modelCode ?? ''}`.toUpperCase().includes(needle)),
      )
      .slice(0, 20)
      .map((m) => ({ value: String(m.no), label: `${String(m.no)}  ${textOf(m.modelCode)}` }));
  }, [all.data, text]);

  // Enter on a highlighted option both submits the typed text and selects the option: the last ask wins.
  const asked = useRef(0);
  const look = async (no: string) => {
    const wanted = no.trim();
    if (!wanted) return;
    const ask = ++asked.current;
    setFound({ busy: true });
    try {
      const model = await totalModelApi.getByNo(wanted, { silent: true });
      if (ask === asked.current) setFound({ busy: false, model });
    } catch (error) {
      if (ask === asked.current)
        setFound({
          busy: false,
          error: error instanceof ApiError ? error.message : t('lookup.notFound', { no: wanted }),
        });
    }
  };

  const model = found.model;
  return (
    <div className={styles.lookup}>
      <Space wrap>
        <AutoComplete
          aria-label={t('lookup.label')}
          className={styles.lookupInput}
          value={text}
          options={options}
          placeholder={t('lookup.placeholder')}
          onChange={setText}
          onSelect={(no: string) => {
            setText(no);
            void look(no);
          }}
          onKeyDown={(e) => e.key === 'Enter' && void look(text)}
        />
        <Button icon={<SearchOutlined />} loading={found.busy} onClick={() => void look(text)}>
          {t('lookup.find')}
        </Button>
      </Space>
      {found.error && <Alert className={styles.result} type="warning" showIcon title={found.error} />}
      {model && (
        <Card
          size="small"
          className={styles.result}
          data-testid="total-model-found"
          title={<span className={styles.code}>{textOf(model.no)}</span>}
          extra={
            <Button type="link" size="small" onClick={() => setFound({ busy: false })}>
              {t('lookup.close')}
            </Button>
          }
        >
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'code',
                label: t('fields.modelCode'),
                children: <span className={styles.code}>{textOf(model.modelCode)}</span>,
              },
              { key: 'name', label: t('fields.name'), children: textOf(model.name) },
              {
                key: 'app',
                label: t('fields.applicationType'),
                children: <DictValue type="wms:wms_application_type" value={model.applicationType} />,
              },
              { key: 'max', label: `${t('fields.maxCapacity')} (kg)`, children: textOf(model.maxCapacity) },
              { key: 'n', label: t('fields.cellCount'), children: textOf(model.cellCount) },
              {
                key: 'sensor',
                label: t('fields.sensorModel'),
                children: <span className={styles.code}>{textOf(model.sensorModel)}</span>,
              },
              { key: 'ind', label: t('fields.indicatorCode'), children: textOf(model.indicatorCode) },
              { key: 'options', label: t('fields.options'), children: textOf(model.options) || '—' },
              { key: 'remark', label: t('fields.remark'), children: textOf(model.remark) || '—' },
            ]}
          />
        </Card>
      )}
    </div>
  );
}

/** 总型号: the total models, with lookup by number. */
export default function TotalModelPage() {
  return <CrudPage resource={totalmodelResource} header={<NumberLookup />} />;
}
