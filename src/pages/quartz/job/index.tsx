import { CaretRightOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobApi, type Job } from '@/api/modules/system/job';
import { CrudPage, textOf } from '@/components/crud';
import { jobLogPath } from '@/features/system/job/job-log-path';
import { jobResource } from '@/resources/job/job.resource';
import { usePathNavigate } from '@/router/app-router';

/** 定时任务: jobs with cron preview, status switch, run once now, and their log. */
export default function JobPage() {
  const { t } = useTranslation('job');
  const navigate = usePathNavigate();
  return (
    <CrudPage
      resource={jobResource}
      actionsWidth={300}
      toolbarExtra={(page) =>
        page.can('query') && (
          <Button icon={<FileTextOutlined />} onClick={() => navigate(jobLogPath())}>
            {t('log')}
          </Button>
        )
      }
      rowActions={(job: Job, page) => (
        <>
          {page.can('changeStatus') && job.jobId !== undefined && (
            <Button
              type="link"
              size="small"
              icon={<CaretRightOutlined />}
              onClick={() => {
                const jobId = job.jobId;
                if (jobId === undefined) return;
                void page.mutations.confirmAction(
                  t('runConfirm', { name: textOf(job.jobName) }),
                  () => jobApi.run(jobId),
                  t('runSuccess'),
                );
              }}
            >
              {t('run')}
            </Button>
          )}
          {page.can('query') && (
            <Button type="link" size="small" icon={<FileTextOutlined />} onClick={() => navigate(jobLogPath(job))}>
              {t('log')}
            </Button>
          )}
        </>
      )}
    />
  );
}
