import { defineTable, nextId, touch } from '../db';
import { createRandom, now, seedTime } from '../lib/random';

export interface LoginLogRow {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: '0' | '1';
  msg: string;
  loginTime: string;
}

const BROWSERS = ['Chrome 120', 'Edge 119', 'Firefox 121', 'Safari 17'];
const SYSTEMS = ['Windows 10', 'Windows 11', 'Mac OS X', 'Linux'];
const PLACES = ['内网IP', '浙江省 杭州市', '上海市', '江苏省 苏州市'];

export const loginLogs = defineTable<LoginLogRow>('sys_logininfor', () => {
  const random = createRandom(21);
  return Array.from({ length: 500 }, (_, index) => {
    const success = random.bool(0.85);
    return {
      infoId: index + 1,
      userName: random.bool(0.5) ? 'admin' : random.pick(['operator', 'user003', 'user017', 'user042']),
      ipaddr: `10.0.${random.int(0, 20)}.${random.int(2, 250)}`,
      loginLocation: random.pick(PLACES),
      browser: random.pick(BROWSERS),
      os: random.pick(SYSTEMS),
      status: success ? ('0' as const) : ('1' as const),
      msg: success ? '登录成功' : random.pick(['用户不存在/密码错误', '验证码错误']),
      loginTime: seedTime(random, 180),
    };
  }).sort((a, b) => b.loginTime.localeCompare(a.loginTime));
});

export function recordLogin(userName: string, success: boolean, msg: string, request: Request): void {
  const rows = loginLogs();
  const agent = request.headers.get('User-Agent') ?? '';
  rows.unshift({
    infoId: nextId(rows, 'infoId'),
    userName,
    ipaddr: '127.0.0.1',
    loginLocation: '内网IP',
    browser: /Chrome\/(\d+)/.exec(agent)?.[0].replace('/', ' ') ?? 'Unknown',
    os: /Windows|Mac OS X|Linux/.exec(agent)?.[0] ?? 'Unknown',
    status: success ? '0' : '1',
    msg,
    loginTime: now(),
  });
  touch('sys_logininfor');
}
