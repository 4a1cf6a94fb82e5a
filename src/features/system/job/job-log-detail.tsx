import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobLog } from '@/api/modules/system/job';
import { FieldCell, textOf } from '@/components/crud';
import { jobLogResource } from '@/resources/job/job.resource';
import { usePageOverlay } from '@/router/page-location';

const field = (name: 'jobGroup' | 'status') => {
  const found = jobLogResource.fields.find((f) => f.name === name);
  if (!found) throw new Error(`jobLog field ${name}`);
  return found;
};

/** One run of a job; the exception text is shown as text. */
export function JobLogDetail({ entry, onClose }: { entry: JobLog; onClose: () => void }) {
  const { t } = useTranslation(['jobLog', 'crud']);
  const label = (name: keyof JobLog) => t(`jobLog:fields.${name}`);
  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      width={720}
      title={t('crud:titles.detail', { name: t('jobLog:name') })}
      onCancel={onClose}
      footer={null}
    >
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={label('jobLogId')}>{textOf(entry.jobLogId)}</Descriptions.Item>
        <Descriptions.Item label={label('createTime')}>{textOf(entry.createTime)}</Descriptions.Item>
        <Descriptions.Item label={label('jobName')}>{textOf(entry.jobName)}</Descriptions.Item>
        <Descriptions.Item label={label('jobGroup')}>
          <FieldCell field={field('jobGroup')} record={entry} />
        </Descriptions.Item>
        <Descriptions.Item label={label('invokeTarget')} span={2}>
          {textOf(entry.invokeTarget)}
        </Descriptions.Item>
        <Descriptions.Item label={label('jobMessage')} span={2}>
          {textOf(entry.jobMessage)}
        </Descriptions.Item>
        <Descriptions.Item label={label('status')} span={2}>
          <FieldCell field={field('status')} record={entry} />
        </Descriptions.Item>
        {entry.status === '1' && (
          <Descriptions.Item label={label('exceptionInfo')} span={2}>
            {textOf(entry.exceptionInfo)}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Modal>
  );
}
