import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attributeApi } from '@/api/modules/device/attribute';
import { commandApi } from '@/api/modules/device/command';
import { connectRecordApi } from '@/api/modules/device/connect-record';
import { eventApi } from '@/api/modules/device/event';
import { gatewayApi } from '@/api/modules/device/gateway';
import { methodApi } from '@/api/modules/device/method';
import { mqttUserApi } from '@/api/modules/device/mqtt-user';
import { serviceApi } from '@/api/modules/device/service';
import { authApi } from '@/api/modules/auth';
import { profileApi } from '@/api/modules/profile';
import { dictItemApi, dictTypeApi } from '@/api/modules/system/dict';
import { fileClassRoleApi } from '@/api/modules/system/file-class-role';
import { jobApi, jobLogApi } from '@/api/modules/system/job';
import { loginLogApi } from '@/api/modules/system/login-log';
import { messageApi } from '@/api/modules/system/message';
import { operLogApi } from '@/api/modules/system/operlog';
import { paramApi } from '@/api/modules/system/param';
import { postApi } from '@/api/modules/system/post';
import { roleApi } from '@/api/modules/system/role';
import { userApi } from '@/api/modules/system/user';
import { towerExceptionApi } from '@/api/modules/tower/tower-exception';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { towerRecordApi } from '@/api/modules/tower/tower-record';
import { gycPtfjApi } from '@/api/modules/wms/gyc-ptfj';
import { gycTyfjApi } from '@/api/modules/wms/gyc-tyfj';
import { modularApi } from '@/api/modules/wms/modular';
import { overPlateApi } from '@/api/modules/wms/overplate';
import { sensorApi } from '@/api/modules/wms/sensor';
import { stabilizerApi } from '@/api/modules/wms/stabilizer';
import { wmsDictApi, wmsDictItemApi } from '@/api/modules/wms/wms-dict';
import { wovenApi } from '@/api/modules/wms/woven';
import type { PageQuery, PageResult } from '@/api/types';
import { encryptPassword } from '@/lib/auth/encrypt';
import { attributeResource } from '@/resources/attribute/attribute.resource';
import { configResource } from '@/resources/config/config.resource';
import { connectResource } from '@/resources/connect/connect.resource';
import { dictItemResource } from '@/resources/dict/dict-item.resource';
import { eventResource } from '@/resources/event/event.resource';
import { gatewayResource } from '@/resources/gateway/gateway.resource';
import { logininforResource } from '@/resources/logininfor/logininfor.resource';
import { messageResource } from '@/resources/message/message.resource';
import { methodResource } from '@/resources/method/method.resource';
import { mqttUserResource } from '@/resources/mqttuser/mqttuser.resource';
import { operlogResource } from '@/resources/operlog/operlog.resource';
import { overplateResource } from '@/resources/overplate/overplate.resource';
import { ptfjResource } from '@/resources/attachment/ptfj.resource';
import { tyfjResource } from '@/resources/attachment/tyfj.resource';
import { serviceResource } from '@/resources/service/service.resource';
import { towerExceptionResource } from '@/resources/tower-exception/tower-exception.resource';
import { towerInfoResource } from '@/resources/tower-info/tower-info.resource';
import { towerRecordResource } from '@/resources/tower-record/tower-record.resource';
import { server } from '@mocks/node';
import { signIn } from '../helpers';
import { SPEC_CALLS, SPEC_ENTITIES, type SpecCall } from './spec-table';

/**
 * The client and the mock against the spec's own words (spec-table.ts): every field the spec names is
 * what the API module asks for and the list shows, and what the mock answers; every extra call goes
 * out with the spec's method, path and body keys. A field renamed or a body changed on either side fails here.
 */

type Entity = keyof typeof SPEC_ENTITIES;

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let pending: Promise<Seen>[] = [];

const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  pending.push(
    request
      .clone()
      .text()
      .then((text) => {
        let body: unknown = undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        return {
          method: request.method,
          path: decodeURIComponent(url.pathname.replace(/^\/api\/admin\//, '')),
          query: Object.fromEntries(url.searchParams),
          body,
        };
      }),
  );
};

async function sent(): Promise<Seen[]> {
  const seen = await Promise.all(pending);
  pending = [];
  return seen;
}

beforeEach(() => {
  pending = [];
  server.events.on('request:start', listener);
});

afterEach(() => {
  server.events.removeListener('request:start', listener);
});

/** The API module and the list of each spec entity, as the console has them. */
const CLIENT: Record<
  Entity,
  {
    page: (query: PageQuery) => Promise<PageResult<object>>;
    /** The toolkit's resource: only its field names are read. */
    resource: { fields: readonly { name: string }[] };
    /** Named fields the list does not show: write-only secrets and flags no one reads. */
    notShown?: readonly string[];
    /** Named fields the mock may leave out of a row (a write-only password). */
    notAnswered?: readonly string[];
  }
> = {
  operationLog: { page: operLogApi.page, resource: operlogResource },
  loginLog: { page: loginLogApi.page, resource: logininforResource },
  connectRecord: { page: connectRecordApi.page, resource: connectResource },
  mqttUser: {
    page: mqttUserApi.page,
    resource: mqttUserResource,
    // The password is write only (the server keeps a salted hash); answers never carry it.
    notAnswered: ['password'],
  },
  attribute: { page: attributeApi.page, resource: attributeResource },
  service: { page: serviceApi.page, resource: serviceResource },
  event: { page: eventApi.page, resource: eventResource },
  method: { page: methodApi.page, resource: methodResource },
  gateway: { page: gatewayApi.page, resource: gatewayResource },
  towerInfo: { page: towerInfoApi.page, resource: towerInfoResource, notShown: ['delFlag'] },
  towerRecord: { page: towerRecordApi.page, resource: towerRecordResource },
  towerException: { page: towerExceptionApi.page, resource: towerExceptionResource },
  overPlate: { page: overPlateApi.page, resource: overplateResource },
  attachmentPtfj: { page: gycPtfjApi.page, resource: ptfjResource },
  attachmentTyfj: { page: gycTyfjApi.page, resource: tyfjResource },
  param: { page: paramApi.page, resource: configResource },
  dictItem: {
    page: (query) => dictItemApi.page({ ...query, dictType: 'sys_normal_disable' }),
    resource: dictItemResource,
  },
  role: { page: roleApi.page, resource: { fields: [] }, notShown: ['roleKey', 'status', 'remark'] },
  message: { page: messageApi.page, resource: messageResource },
};

const ENTITIES = Object.keys(SPEC_ENTITIES) as Entity[];

describe('spec §3: the fields the spec names', () => {
  it.each(ENTITIES)('%s: the list shows them under the spec names', (entity) => {
    const { resource, notShown = [] } = CLIENT[entity];
    const names = new Set(resource.fields.map((f) => String(f.name)));
    const missing = SPEC_ENTITIES[entity].named.filter(
      (name) => name !== 'password' && !notShown.includes(name) && !names.has(name),
    );
    expect(missing, `${entity}: fields the spec names that the list does not read`).toEqual([]);
  });

  it.each(ENTITIES)(
    '%s: the page call goes to the spec path and the mock answers with the spec names',
    async (entity) => {
      await signIn();
      await sent();
      const { page, notAnswered = [] } = CLIENT[entity];
      const answer = await page({ page: 1, limit: 50 });
      const [call] = (await sent()).filter((s) => s.path.endsWith('/page'));
      expect(call).toMatchObject({ method: 'GET', path: `${SPEC_ENTITIES[entity].path}/page` });
      expect(answer.list.length, `${entity}: the mock's first page`).toBeGreaterThan(0);
      const rows = answer.list as Record<string, unknown>[];
      const absent = SPEC_ENTITIES[entity].named.filter(
        (name) => !notAnswered.includes(name) && !rows.some((row) => Object.hasOwn(row, name)),
      );
      expect(absent, `${entity}: fields the spec names that no row of the mock's answer carries`).toEqual([]);
      for (const name of notAnswered)
        expect(rows.some((row) => row[name] !== undefined && row[name] !== '')).toBe(false);
    },
  );

  it('the operation log filters and sorts by the spec names', async () => {
    await signIn();
    await sent();
    const answer = await operLogApi.page({
      page: 1,
      limit: 5,
      operatorName: 'admin',
      operatorIp: '10.',
      orderBy: 'createTime',
      order: 'asc',
      beginTime: '2020-01-01 00:00:00',
      endTime: '2100-01-01 00:00:00',
    });
    const [call] = await sent();
    expect(call.query).toMatchObject({ operatorName: 'admin', operatorIp: '10.', orderBy: 'createTime' });
    expect(answer.list.length).toBeGreaterThan(0);
    for (const row of answer.list) {
      expect(row.operatorName).toContain('admin');
      expect(row.operatorIp).toContain('10.');
    }
    const times = answer.list.map((row) => String(row.createTime));
    expect([...times].sort()).toEqual(times);
  });
});

/** The path pattern of a spec call: `:x` is one path segment. */
const pathPattern = (call: SpecCall) =>
  new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:x/g, '[^/]+')}$`);

/** Sends a call through the console's API module; the answer is not the point (it may be a refusal). */
const settle = async (call: () => Promise<unknown>) => {
  try {
    await call();
  } catch {
    // A refusal is still a request of the spec's shape.
  }
};

const CALLS: Record<keyof typeof SPEC_CALLS, () => Promise<unknown>> = {
  login: async () => authApi.login({ username: ' admin ', password: encryptPassword('admin123') || '' }),
  userInfo: () => authApi.info(),
  routes: () => authApi.routes(),
  jobRun: () => jobApi.run(1),
  jobStatus: () => jobApi.changeStatus({ id: 1, status: '1' }),
  userStatus: () => userApi.changeStatus({ id: 7, status: '1' }),
  resetPwd: () => userApi.resetPwd({ id: 7, password: 'secret-77' }),
  roleStatus: () => roleApi.changeStatus({ id: 4, status: '1' }),
  paramStatus: () => paramApi.changeStatus({ id: 1, status: '1' }),
  updatePwd: () => profileApi.updatePassword({ oldPassword: 'admin123', newPassword: 'admin123' }),
  wovenDefault: () => modularApi.changeWovenStatus({ modularId: 1, statusId: 1, status: '0' }),
  sensorDefault: () => modularApi.changeSensorStatus({ modularId: 1, statusId: 1, status: '0' }),
  stabilizerDefault: () => modularApi.changeStabilizerStatus({ modularId: 1, statusId: 1, status: '0' }),
  overPlateDefault: () => modularApi.changeOverPlateStatus({ modularId: 1, statusId: 1, status: '0' }),
  sensorOptions: () => sensorApi.options('S'),
  wovenOptions: () => wovenApi.options('W'),
  stabilizerOptions: () => stabilizerApi.options('T'),
  fileClassesOfRole: () => fileClassRoleApi.optionsKey(),
  towerStatistics: () =>
    towerRecordApi.statistics({ beginTime: '2026-10-01', endTime: '2026-10-31', granularity: 'day' }),
  onlineSerials: () => towerInfoApi.onlineSerials(),
  operationsClear: () => operLogApi.clear(),
  jobLogClear: () => jobLogApi.clear(),
  loginLogClear: () => loginLogApi.clear(),
  dictsRefresh: () => dictTypeApi.refresh(),
  dictItemsByType: () => dictItemApi.byType('sys_normal_disable'),
  wmsDictRefresh: () => wmsDictApi.refresh(),
  wmsDictItemsByType: () => wmsDictItemApi.byType('wms_plate_material'),
  postPermissions: () => postApi.permissions(2),
  commandSend: () => commandApi.send({ gatewaySn: 'GW-000001', deviceAddr: 1, code: 'READ_GROSS' }),
  commandGet: () => commandApi.status(1),
  messageUnread: () => messageApi.unread(),
  messageRead: () => messageApi.read([1, 2]),
  messageAck: () => messageApi.ack(1, '已处理'),
};

describe('spec §7: the extra calls', () => {
  it.each(Object.keys(SPEC_CALLS) as (keyof typeof SPEC_CALLS)[])('%s', async (name) => {
    const spec: SpecCall = SPEC_CALLS[name];
    await signIn();
    await sent();
    await settle(CALLS[name]);
    const calls = (await sent()).filter((s) => pathPattern(spec).test(s.path));
    expect(calls, `${spec.says}: no ${spec.method} ${spec.path} was sent`).toHaveLength(1);
    const [call] = calls;
    expect(call.method, spec.says).toBe(spec.method);
    if (spec.body) {
      const keys = call.body && typeof call.body === 'object' ? Object.keys(call.body).sort() : [];
      expect(keys, `${spec.says}: body keys`).toEqual([...spec.body].sort());
    }
  });

  it('the mock runs a job for { id } and refuses a body without it', async () => {
    await signIn();
    const before = (await jobLogApi.page({ page: 1, limit: 1 })).total;
    await jobApi.run(1);
    expect((await jobLogApi.page({ page: 1, limit: 1 })).total).toBe(before + 1);
    const { api } = await import('@/api/client');
    await expect(api.put('job/mng/run', { jobId: 1, jobGroup: 'DEFAULT' }, { silent: true })).rejects.toMatchObject({
      message: '任务编号不能为空',
    });
    expect((await jobLogApi.page({ page: 1, limit: 1 })).total).toBe(before + 1);
  });

  it('the mock requires a post role key (spec §5)', async () => {
    await signIn();
    await expect(postApi.create({ postCode: 'c-1', postName: '合同岗' }, { silent: true })).rejects.toMatchObject({
      message: '角色权限字符不能为空',
    });
    await expect(postApi.create({ postCode: 'c-1', postName: '合同岗', roleKey: 'guest' })).resolves.toBeDefined();
  });
});

describe('CONTRACT.md "Messages and alarms": the shapes', () => {
  it('unread is { count, critical }; a row carries the alarm fields; ack records who and when', async () => {
    await signIn();
    await sent();
    const [unread] = await Promise.all([messageApi.unread()]);
    expect(unread).toEqual({ count: expect.any(Number), critical: expect.any(Number) });
    const { list } = await messageApi.page({ page: 1, limit: 100, type: 'alarm' });
    const [call] = (await sent()).filter((s) => s.path === 'message/page');
    expect(call.query).toMatchObject({ type: 'alarm' });
    const alarm = list.find((m) => !m.ackBy);
    if (!alarm?.messageId) throw new Error('no unacknowledged alarm in the seed');
    for (const key of [
      'messageId',
      'type',
      'content',
      'level',
      'createTime',
      'read',
      'sourceType',
      'sourceId',
      'alarmKind',
      'status',
    ])
      expect(alarm, key).toHaveProperty(key);
    for (const key of ['clearTime', 'ackBy', 'ackTime', 'ackComment'])
      expect(Object.hasOwn(alarm, key), key).toBe(true);
    await messageApi.ack(alarm.messageId, '已处理');
    expect(await messageApi.get(alarm.messageId)).toMatchObject({
      ackBy: 'admin',
      ackTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      ackComment: '已处理',
    });
  });
});
