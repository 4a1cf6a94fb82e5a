import { defineTable } from '../db';
import { createRandom, seedTime } from '../lib/random';

/** sys_job: Quartz-style scheduled jobs. */
export interface JobRow {
  jobId: number;
  jobName: string;
  jobGroup: 'DEFAULT' | 'SYSTEM' | string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: '0' | '1' | '2' | '3';
  concurrent: '0' | '1';
  status: '0' | '1';
  remark: string;
  createBy: string;
  createTime: string;
}

export interface JobLogRow {
  jobLogId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string;
  status: '0' | '1';
  exceptionInfo: string;
  createTime: string;
}

const SYSTEM_JOBS: [name: string, target: string, cron: string, remark: string][] = [
  ['清理操作日志', 'cleanTask.operLog(90)', '0 0 2 * * ?', '保留最近 90 天'],
  ['清理登录日志', 'cleanTask.loginLog(90)', '0 10 2 * * ?', '保留最近 90 天'],
  ['清理调度日志', 'cleanTask.jobLog(30)', '0 20 2 * * ?', '保留最近 30 天'],
  ['清理临时文件', 'cleanTask.tempFiles()', '0 30 3 ? * SUN', ''],
  ['数据库备份', "backupTask.database('full')", '0 0 1 * * ?', '全量备份'],
  ['同步 MQTT 用户', 'emqxTask.syncMqttUsers()', '0 0/10 * * * ?', ''],
  ['网关在线状态同步', 'deviceTask.syncOnline()', '0/30 * * * * ?', ''],
  ['设备心跳检测', 'deviceTask.heartbeat()', '0 * * * * ?', ''],
  ['料塔日报', "reportTask.daily('tower')", '0 5 0 * * ?', ''],
  ['料塔月报', "reportTask.monthly('tower')", '0 15 0 1 * ?', ''],
  ['选型数据统计', "reportTask.daily('selection')", '0 0 6 * * ?', ''],
  ['系统默认（无参）', 'ryTask.ryNoParams', '0/10 * * * * ?', ''],
  ['系统默认（有参）', "ryTask.ryParams('ry')", '0/15 * * * * ?', ''],
  ['系统默认（多参）', "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)", '0/20 * * * * ?', ''],
];

const TOWER_SITES = ['一号猪场', '二号猪场', '三号鸡场', '四号鸡场', '五号牛场', '六号猪场', '七号鸡场', '八号猪场'];

function seedJobs(): JobRow[] {
  const random = createRandom(41);
  const rows: JobRow[] = [];
  const add = (jobName: string, jobGroup: string, invokeTarget: string, cronExpression: string, remark: string) =>
    rows.push({
      jobId: rows.length + 1,
      jobName,
      jobGroup,
      invokeTarget,
      cronExpression,
      misfirePolicy: random.pick(['0', '1', '2', '3'] as const),
      concurrent: random.bool(0.7) ? '1' : '0',
      status: random.bool(0.3) ? '1' : '0',
      remark,
      createBy: 'admin',
      createTime: seedTime(random, 400),
    });
  for (const [name, target, cron, remark] of SYSTEM_JOBS) add(name, 'SYSTEM', target, cron, remark);
  TOWER_SITES.forEach((site, index) => {
    add(
      `${site}料塔采集`,
      'DEFAULT',
      `towerTask.collect('site${index + 1}')`,
      `0 0/${5 + (index % 3) * 5} * * * ?`,
      '',
    );
    if (index % 2 === 0)
      add(`${site}加料识别`, 'DEFAULT', `towerTask.detectRefill('site${index + 1}')`, '0 0/15 * * * ?', '');
  });
  add('料塔异常识别', 'DEFAULT', 'towerTask.detectException()', '0 0/30 * * * ?', '');
  add('仪表固件版本检查', 'DEFAULT', 'deviceTask.checkFirmware()', '0 0 4 ? * MON-FRI', '');
  add('传感器库存提醒', 'DEFAULT', "wmsTask.stockAlert('sensor')", '0 0 9 ? * MON', '');
  add('样品出库到期提醒', 'DEFAULT', 'wmsTask.specimenDue(7)', '0 30 9 * * ?', '');
  return rows;
}

export const jobs = defineTable<JobRow>('sys_job', seedJobs);

const FAILURES = [
  'java.net.SocketTimeoutException: connect timed out\n\tat java.net.PlainSocketImpl.socketConnect(Native Method)',
  'org.springframework.dao.DataAccessResourceFailureException: Communications link failure',
  'java.lang.IllegalStateException: gateway offline: site3',
];

export const jobLogs = defineTable<JobLogRow>('sys_job_log', () => {
  const random = createRandom(42);
  // The seed's own jobs, not the edited table: the same seed gives the same log.
  const jobRows = seedJobs();
  return Array.from({ length: 300 }, (_, index) => {
    const job = random.pick(jobRows);
    const failed = random.bool(0.08);
    return {
      jobLogId: index + 1,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: `${job.jobName} 总共耗时：${random.int(1, 4000)}毫秒`,
      status: failed ? ('1' as const) : ('0' as const),
      exceptionInfo: failed ? random.pick(FAILURES) : '',
      createTime: seedTime(random, 60),
    };
  }).sort((a, b) => b.createTime.localeCompare(a.createTime));
});
