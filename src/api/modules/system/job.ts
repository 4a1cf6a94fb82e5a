import { api } from '../../client';
import { changeStatusOf, exportOf, standardResource, validOf } from '../../resource';
import type { Audited, Id, PageQuery, Status } from '../../types';

/** Scheduled jobs (`job/mng`: changeStatus, run, valid with cron check, exportExcel) and their log (`job/log`: clear, exportExcel). */
export interface Job extends Audited {
  jobId?: number;
  jobName?: string;
  /** `sys_job_group`: DEFAULT, SYSTEM. */
  jobGroup?: string;
  /** Bean and method to call, e.g. `towerTask.collect('all')`. */
  invokeTarget?: string;
  /** Quartz cron: 6 or 7 fields (seconds first), e.g. `0 0/5 * * * ?`. */
  cronExpression?: string;
  /** `sys_job_misfire_policy`: 0 default, 1 fire now, 2 fire once, 3 do nothing. */
  misfirePolicy?: '0' | '1' | '2' | '3';
  /** `sys_job_concurrent`: 0 allowed, 1 forbidden. */
  concurrent?: '0' | '1';
  /** `sys_job_status`: 0 running, 1 paused. */
  status?: Status;
}

export interface JobQuery extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: Status;
}

export interface JobLog {
  jobLogId?: number;
  jobName?: string;
  jobGroup?: string;
  invokeTarget?: string;
  jobMessage?: string;
  /** `sys_common_status`: 0 success, 1 failure. */
  status?: '0' | '1';
  exceptionInfo?: string;
  createTime?: string;
}

export interface JobLogQuery extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: '0' | '1';
  beginTime?: string;
  endTime?: string;
}

const JOB_PATH = 'job/mng';
const LOG_PATH = 'job/log';

export const jobApi = {
  ...standardResource<Job, JobQuery>(JOB_PATH),
  ...exportOf(JOB_PATH, 'job'),
  ...validOf<Job>(JOB_PATH),
  ...changeStatusOf(JOB_PATH),
  /** `PUT job/mng/run` with `{ id }` (spec §7): runs the job once now; a job-log row appears at once. */
  run: (id: Id) => api.put<void>(`${JOB_PATH}/run`, { id }),
};

const { page, get, remove, removeBatch } = standardResource<JobLog, JobLogQuery>(LOG_PATH);

export const jobLogApi = {
  path: LOG_PATH,
  page,
  get,
  remove,
  removeBatch,
  ...exportOf(LOG_PATH, 'job_log'),
  /** `DELETE job/log/clear`: empties the log. */
  clear: () => api.delete<void>(`${LOG_PATH}/clear`),
};
