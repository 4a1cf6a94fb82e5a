import type { Job } from '@/api/modules/system/job';

/** The job log route, filtered to one job when given. */
export function jobLogPath(job?: Pick<Job, 'jobName' | 'jobGroup'>): string {
  const query = new URLSearchParams();
  if (job?.jobName) query.set('jobName', job.jobName);
  if (job?.jobGroup) query.set('jobGroup', job.jobGroup);
  const search = query.toString();
  return search ? `/quartz/job-log/index?${search}` : '/quartz/job-log/index';
}
