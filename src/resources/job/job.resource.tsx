import { jobApi, jobLogApi } from '@/api/modules/system/job';
import { defineResource } from '@/components/crud/define-resource';
import { CronInput, cronRule, InvokeTargetHelp } from './job-fields';

/** Scheduled jobs (定时任务): cron checked as typed with its next runs, status switch, run once. */
export const jobResource = defineResource({
  key: 'job',
  api: jobApi,
  idKey: 'jobId',
  nameField: 'jobName',
  permission: 'monitor:job',
  export: true,
  formWidth: 760,
  // The server's cron check (its Quartz parser) beside the one as typed.
  validBeforeSave: true,
  fields: [
    { name: 'jobId', form: false, list: { width: 90 } },
    { name: 'jobName', search: true, required: true, form: { maxLength: 64 }, list: { ellipsis: true, width: 160 } },
    { name: 'jobGroup', kind: 'dict', dict: 'sys_job_group', search: true, required: true, defaultValue: 'DEFAULT' },
    {
      name: 'invokeTarget',
      required: true,
      form: { span: 24, maxLength: 500, extra: <InvokeTargetHelp /> },
      list: { ellipsis: true, width: 220 },
    },
    {
      name: 'cronExpression',
      kind: 'custom',
      required: true,
      rules: [cronRule],
      refusal: /cron/i,
      form: { span: 24, input: () => <CronInput /> },
      list: { width: 150 },
    },
    {
      name: 'misfirePolicy',
      kind: 'radio',
      dict: 'sys_job_misfire_policy',
      defaultValue: '3',
      list: false,
      form: { span: 24 },
    },
    { name: 'concurrent', kind: 'radio', dict: 'sys_job_concurrent', defaultValue: '1', list: false },
    { name: 'status', kind: 'status', dict: 'sys_job_status', search: true, defaultValue: '1' },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
  ],
});

/** The job log (调度日志): search, details, delete, clear, export. */
export const jobLogResource = defineResource({
  key: 'jobLog',
  api: jobLogApi,
  idKey: 'jobLogId',
  nameField: 'jobLogId',
  permission: 'monitor:job',
  export: true,
  fields: [
    { name: 'jobLogId', list: { width: 90 } },
    { name: 'jobName', search: true, list: { ellipsis: true } },
    { name: 'jobGroup', kind: 'dict', dict: 'sys_job_group', search: true, list: { width: 100 } },
    { name: 'invokeTarget', list: { ellipsis: true } },
    { name: 'jobMessage', list: { ellipsis: true } },
    { name: 'status', kind: 'dict', dict: 'sys_common_status', search: true, list: { width: 100 } },
    { name: 'exceptionInfo', list: { ellipsis: true, hidden: true } },
    { name: 'createTime', kind: 'datetime', search: true, list: { width: 170 } },
  ],
});
