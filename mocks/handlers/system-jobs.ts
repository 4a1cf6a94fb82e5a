import { http, type RequestHandler } from 'msw';
import { nextId, touch } from '../db';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import { API, guarded, ok, readJson, type HandlerContext } from '../lib/http';
import { now } from '../lib/random';
import { jobLogs, jobs, type JobLogRow, type JobRow } from '../seed/jobs';
import { auditWrites, LOG_CAP, recordOperation } from '../seed/logs';
import { col, refuse, toId } from './system-shared';

/** Scheduled jobs (`job/mng`, with run-now) and their log (`job/log`). */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface CronField {
  min: number;
  max: number;
  names?: string[];
  kind?: 'dom' | 'dow';
}

const FIELDS: CronField[] = [
  { min: 0, max: 59 },
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31, kind: 'dom' },
  { min: 1, max: 12, names: MONTHS },
  { min: 1, max: 7, names: WEEKDAYS, kind: 'dow' },
  { min: 1970, max: 2099 },
];

function valueOf(text: string, field: CronField): number | undefined {
  const index = field.names?.indexOf(text.toUpperCase()) ?? -1;
  if (index >= 0) return index + 1;
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= field.min && n <= field.max ? n : undefined;
}

function validPart(part: string, field: CronField): boolean {
  if (field.kind === 'dom') {
    if (/^L(-\d{1,2})?$/.test(part) || part === 'LW') return true;
    const weekday = /^(\d{1,2})W$/.exec(part);
    if (weekday) return valueOf(weekday[1], field) !== undefined;
  }
  if (field.kind === 'dow') {
    if (part === 'L') return true;
    const last = /^(\w{1,3})L$/.exec(part);
    if (last) return valueOf(last[1], field) !== undefined;
    const nth = /^(\w{1,3})#([1-5])$/.exec(part);
    if (nth) return valueOf(nth[1], field) !== undefined;
  }
  const [base, step, extra] = part.split('/');
  if (extra !== undefined) return false;
  if (step !== undefined && (!/^\d+$/.test(step) || Number(step) === 0 || Number(step) > field.max)) return false;
  if (base === '*') return true;
  const [from, to, more] = base.split('-');
  if (more !== undefined) return false;
  const start = valueOf(from, field);
  if (start === undefined) return false;
  return to === undefined || valueOf(to, field) !== undefined;
}

/** Quartz cron: 6 or 7 fields, seconds first; exactly one of day-of-month and day-of-week is `?`. */
export function isValidCron(expression: string): boolean {
  const parts = expression.trim().split(/\s+/);
  if (parts.length < 6 || parts.length > 7) return false;
  const [dom, dow] = [parts[3], parts[5]];
  if ((dom === '?') === (dow === '?')) return false;
  return parts.every((text, index) => {
    const field = FIELDS[index];
    if (text === '?') return field.kind !== undefined;
    return text.split(',').every((part) => part !== '' && validPart(part, field));
  });
}

/** Targets a job may not call (remote class loading). */
const FORBIDDEN_TARGETS: [pattern: RegExp, name: string][] = [
  [/rmi:/i, 'rmi'],
  [/ldaps?:/i, 'ldap(s)'],
  [/https?:/i, 'http(s)'],
];

function validateJob(record: Partial<JobRow>, ctx: HandlerContext): void {
  const cron = String(record.cronExpression ?? '').trim();
  if (!isValidCron(cron)) refuse(ctx, `Cron 执行表达式“${cron}”不正确`, `The cron expression "${cron}" is not valid`);
  const target = String(record.invokeTarget ?? '').trim();
  for (const [pattern, name] of FORBIDDEN_TARGETS) {
    if (pattern.test(target)) refuse(ctx, `目标字符串不允许“${name}”调用`, `The target may not use ${name}`);
  }
  if (!/^[A-Za-z_][\w.]*(\(.*\))?$/.test(target)) {
    refuse(
      ctx,
      "调用目标字符串格式不正确，例如 towerTask.collect('site1')",
      "The target looks like towerTask.collect('site1')",
    );
  }
  if (!['DEFAULT', 'SYSTEM'].includes(String(record.jobGroup))) refuse(ctx, '任务分组无效', 'Invalid job group');
  if (!['0', '1', '2', '3'].includes(String(record.misfirePolicy)))
    refuse(ctx, '计划执行策略无效', 'Invalid misfire policy');
  if (!['0', '1'].includes(String(record.concurrent))) refuse(ctx, '并发设置无效', 'Invalid concurrency setting');
}

const jobConfig: CrudConfig<JobRow> = {
  path: 'job/mng',
  rows: jobs,
  tableName: 'sys_job',
  idKey: 'jobId',
  perm: 'monitor:job',
  filters: { jobName: 'like', jobGroup: 'eq', status: 'eq', invokeTarget: 'like' },
  defaultSort: { field: 'jobId', order: 'asc' },
  required: [
    { field: 'jobName', message: { zh: '任务名称不能为空', en: 'The job name is required' } },
    { field: 'invokeTarget', message: { zh: '调用目标字符串不能为空', en: 'The invoke target is required' } },
    { field: 'cronExpression', message: { zh: 'Cron 执行表达式不能为空', en: 'The cron expression is required' } },
  ],
  validate: validateJob,
  // New jobs start paused, as the scheduler of this family does.
  defaults: () => ({ jobGroup: 'DEFAULT', misfirePolicy: '3', concurrent: '1', status: '1', remark: '' }),
  afterSave: (row) => {
    row.cronExpression = row.cronExpression.trim();
    row.invokeTarget = row.invokeTarget.trim();
  },
  exportColumns: [
    col('jobId', '任务序号', 'Job ID'),
    col('jobName', '任务名称', 'Name'),
    col('jobGroup', '任务组名', 'Group'),
    col('invokeTarget', '调用目标字符串', 'Invoke target'),
    col('cronExpression', '执行表达式', 'Cron'),
    col('misfirePolicy', '计划策略', 'Misfire policy'),
    col('concurrent', '并发执行', 'Concurrent'),
    col('status', '任务状态', 'Status'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '定时任务', en: 'Jobs' },
  valid: true,
  changeStatus: true,
  onWrite: auditWrites('定时任务'),
};

const jobLogConfig: CrudConfig<JobLogRow> = {
  path: 'job/log',
  rows: jobLogs,
  tableName: 'sys_job_log',
  idKey: 'jobLogId',
  perm: 'monitor:job',
  readOnly: true,
  filters: { jobName: 'like', jobGroup: 'eq', status: 'eq' },
  defaultSort: { field: 'createTime', order: 'desc' },
  exportColumns: [
    col('jobLogId', '日志序号', 'Log ID'),
    col('jobName', '任务名称', 'Job'),
    col('jobGroup', '任务组名', 'Group'),
    col('invokeTarget', '调用目标字符串', 'Invoke target'),
    col('jobMessage', '日志信息', 'Message'),
    col('status', '执行状态', 'Status'),
    col('exceptionInfo', '异常信息', 'Exception'),
    col('createTime', '执行时间', 'Time'),
  ],
  exportName: { zh: '调度日志', en: 'Job log' },
  onWrite: auditWrites('调度日志'),
};

/** Runs a job once: the mock "executes" it at once and logs the run. */
function runJob(job: JobRow): JobLogRow {
  const rows = jobLogs();
  const entry: JobLogRow = {
    jobLogId: nextId(rows, 'jobLogId'),
    jobName: job.jobName,
    jobGroup: job.jobGroup,
    invokeTarget: job.invokeTarget,
    jobMessage: `${job.jobName} 总共耗时：${1 + Math.floor(Math.random() * 50)}毫秒`,
    status: '0',
    exceptionInfo: '',
    createTime: now(),
  };
  rows.unshift(entry);
  if (rows.length > LOG_CAP) rows.length = LOG_CAP;
  touch('sys_job_log');
  return entry;
}

export const systemJobHandlers: RequestHandler[] = [
  http.put(
    `${API}/job/mng/run`,
    guarded('monitor:job:changeStatus', async (ctx) => {
      // The spec's body is `{ id }` (§7 `PUT run (id)`); a body without it is refused, not guessed at.
      const body = await readJson<{ id?: unknown }>(ctx.request);
      if (body.id === undefined || body.id === null || body.id === '')
        refuse(ctx, '任务编号不能为空', 'The job id is required');
      const job = jobs().find((j) => j.jobId === toId(body.id));
      if (!job) refuse(ctx, '任务不存在', 'The job does not exist');
      runJob(job);
      recordOperation(ctx, { title: '定时任务', businessType: '2', params: body });
      return ok();
    }),
  ),
  http.delete(
    `${API}/job/log/clear`,
    guarded('monitor:job:remove', (ctx) => {
      jobLogs().splice(0);
      touch('sys_job_log');
      recordOperation(ctx, { title: '调度日志', businessType: '9' });
      return ok();
    }),
  ),
  ...crudHandlers(jobConfig),
  ...crudHandlers(jobLogConfig),
];
