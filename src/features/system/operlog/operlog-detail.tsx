import { Descriptions, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operLogApi, type OperLog } from '@/api/modules/system/operlog';
import { FieldCell, textOf } from '@/components/crud';
import { operlogResource } from '@/resources/operlog/operlog.resource';
import { usePageOverlay } from '@/router/page-location';
import styles from './operlog-detail.module.css';

const dictField = (name: 'businessType' | 'status') => {
  const found = operlogResource.fields.find((f) => f.name === name);
  if (!found) throw new Error(`operlog field ${name}`);
  return found;
};

/** The whole entry of one operation; request and result are shown as text, never as HTML. */
export function OperlogDetail({ entry, onClose }: { entry: OperLog; onClose: () => void }) {
  const { t } = useTranslation(['operlog', 'crud']);
  const [full, setFull] = useState<OperLog | undefined>(undefined);
  const id = entry.operId;
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    operLogApi.get(id, { signal: controller.signal }).then(
      (answer) => setFull(answer && typeof answer === 'object' ? answer : entry),
      () => {
        if (!controller.signal.aborted) setFull(entry);
      },
    );
    return () => controller.abort();
  }, [id, entry]);
  const log = id === undefined ? entry : full;
  const label = (name: keyof OperLog) => t(`operlog:fields.${name}`);
  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      width={760}
      title={t('crud:titles.detail', { name: t('operlog:name') })}
      onCancel={onClose}
      footer={null}
    >
      {log ? (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={label('title')}>
            {textOf(log.title)} / <FieldCell field={dictField('businessType')} record={log} />
          </Descriptions.Item>
          <Descriptions.Item label={label('operatorName')}>
            {textOf(log.operatorName)} / {textOf(log.operatorIp)} / {textOf(log.operLocation)}
          </Descriptions.Item>
          <Descriptions.Item label={label('operUrl')}>{textOf(log.operUrl)}</Descriptions.Item>
          <Descriptions.Item label={label('requestMethod')}>{textOf(log.requestMethod)}</Descriptions.Item>
          <Descriptions.Item label={label('method')} span={2}>
            {textOf(log.method)}
          </Descriptions.Item>
          <Descriptions.Item label={label('operParam')} span={2}>
            <pre className={styles.code}>{textOf(log.operParam)}</pre>
          </Descriptions.Item>
          <Descriptions.Item label={label('jsonResult')} span={2}>
            <pre className={styles.code}>{textOf(log.jsonResult)}</pre>
          </Descriptions.Item>
          <Descriptions.Item label={label('status')}>
            <FieldCell field={dictField('status')} record={log} />
          </Descriptions.Item>
          <Descriptions.Item label={label('costTime')}>
            {t('operlog:milliseconds', { value: textOf(log.costTime) })}
          </Descriptions.Item>
          <Descriptions.Item label={label('createTime')} span={2}>
            {textOf(log.createTime)}
          </Descriptions.Item>
          {log.status === '1' && (
            <Descriptions.Item label={label('errorMsg')} span={2}>
              {textOf(log.errorMsg)}
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
