import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobLog, JobLogQuery } from '@/api/modules/system/job';
import { CrudPage } from '@/components/crud';
import { JobLogDetail } from '@/features/system/job/job-log-detail';
import { jobLogResource } from '@/resources/job/job.resource';
import { usePathNavigate } from '@/router/app-router';
import { usePageSearchParams } from '@/router/page-location';

/** 调度日志: runs of every job, or of the job the link came from. */
export default function JobLogPage() {
  const { t } = useTranslation(['jobLog', 'crud']);
  const navigate = usePathNavigate();
  const params = usePageSearchParams();
  const [detail, setDetail] = useState<JobLog | undefined>(undefined);
  const jobName = params.get('jobName') ?? undefined;
  const jobGroup = params.get('jobGroup') ?? undefined;
  const initialFilters = useMemo<Partial<JobLogQuery>>(
    () => ({ ...(jobName ? { jobName } : {}), ...(jobGroup ? { jobGroup } : {}) }),
    [jobName, jobGroup],
  );
  return (
    <CrudPage
      // A new job from the link starts a new list.
      key={`${jobName ?? ''}|${jobGroup ?? ''}`}
      resource={jobLogResource}
      initialFilters={initialFilters}
      header={
        <div>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/quartz/job')}>
            {t('jobLog:back')}
          </Button>
        </div>
      }
      rowActions={(entry) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(entry)}>
          {t('crud:actions.detail')}
        </Button>
      )}
    >
      {() => detail && <JobLogDetail entry={detail} onClose={() => setDetail(undefined)} />}
    </CrudPage>
  );
}
