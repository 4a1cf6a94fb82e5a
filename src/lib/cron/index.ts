export { nextRuns, parseCron, type Cron, type CronError, type CronFieldName, type CronParse } from './cron';
