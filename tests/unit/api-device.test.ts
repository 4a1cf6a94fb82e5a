import { saveAs } from 'file-saver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { attributeApi } from '@/api/modules/device/attribute';
import { commandApi } from '@/api/modules/device/command';
import { connectRecordApi } from '@/api/modules/device/connect-record';
import { deviceArithApi } from '@/api/modules/device/device-arith';
import { deviceParamApi } from '@/api/modules/device/device-param';
import { eventApi } from '@/api/modules/device/event';
import { gatewayApi } from '@/api/modules/device/gateway';
import { methodApi } from '@/api/modules/device/method';
import { mqttUserApi } from '@/api/modules/device/mqtt-user';
import { serviceApi } from '@/api/modules/device/service';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { toPage } from '@/api/resource';
import type { Id, PageQuery, PageResult } from '@/api/types';
import { server } from '@mocks/node';
import { gateways, mqttUsers } from '@mocks/seed/device';
import { crc16, fromHex, sha256Hex } from '@mocks/seed/device-codec';
import { towers } from '@mocks/seed/tower';
import { outagesOf } from '@mocks/seed/tower-sim';
import { OPERATOR, signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Every function of the device modules against the mock: the request it sends and what comes back. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let pending: Promise<Seen>[] = [];

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  pending.push(
    readBody(request.clone()).then((body) => ({
      method: request.method,
      path: decodeURIComponent(url.pathname.replace(/^\/api\/admin\//, '')),
      query: Object.fromEntries(url.searchParams),
      body,
    })),
  );
};

async function lastCall(): Promise<Seen> {
  const seen = await Promise.all(pending);
  pending = [];
  const last = seen.at(-1);
  if (!last) throw new Error('no request was sent');
  return last;
}

const asQuery = (query: object) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

beforeEach(async () => {
  await signIn();
  pending = [];
  server.events.on('request:start', listener);
});
afterEach(() => {
  server.events.removeListener('request:start', listener);
  vi.mocked(saveAs).mockReset();
  vi.restoreAllMocks();
});

interface StandardApi {
  path: string;
  page: (query: PageQuery) => Promise<PageResult<object>>;
  get: (id: Id) => Promise<object>;
  create: (record: Record<string, unknown>) => Promise<Id>;
  update: (record: Record<string, unknown>) => Promise<void>;
  remove: (id: Id) => Promise<void>;
  removeBatch: (ids: readonly Id[]) => Promise<void>;
}

let serial = 0;
const next = () => ++serial;
const TOWER_GATEWAY = () => towers()[0].sn;

const STANDARD: {
  name: string;
  api: StandardApi;
  filter: PageQuery;
  fields: string[];
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
  /** Fields the answer shows differently from what was sent. */
  hidden?: string[];
}[] = [
  {
    name: 'device/connect',
    api: connectRecordApi,
    filter: { connectStatus: 'disconnected', beginTime: '2026-08-01 00:00:00' },
    fields: [
      'deviceIdentifier',
      'userName',
      'deviceType',
      'deviceName',
      'onlineType',
      'ipAddress',
      'clientId',
      'sockPort',
      'connectStatus',
      'connectAt',
      'disconnectAt',
      'reason',
    ],
    create: () => ({ deviceIdentifier: TOWER_GATEWAY(), connectAt: '2026-09-30 12:00:00', sockPort: 40000 + next() }),
    change: { connectStatus: 'disconnected', disconnectAt: '2026-09-30 13:00:00', reason: 'normal' },
  },
  {
    name: 'device/gateway',
    api: gatewayApi,
    filter: { onlineType: '4G', status: '0' },
    fields: ['name', 'model', 'identifier', 'onlineType', 'image', 'type', 'status', 'online', 'lastOnlineTime'],
    create: () => ({ name: `测试网关${next()}`, identifier: `GW-TEST-${serial}`, onlineType: 'ETHERNET' }),
    change: { model: 'GW-ETH-300', status: '1' },
  },
  {
    name: 'device/mqttuser',
    api: mqttUserApi,
    filter: { username: 'gw_' },
    fields: ['netIdentifier', 'username', 'isSuperuser', 'ipAddress', 'createBy'],
    create: () => ({ username: `gw_test_${next()}`, password: 'secret-123', netIdentifier: TOWER_GATEWAY() }),
    change: { ipAddress: '10.9.9.9' },
    hidden: ['password'],
  },
  {
    name: 'device/attribute',
    api: attributeApi,
    filter: { access: 'rw' },
    fields: ['name', 'format', 'access', 'valueType', 'valueRange', 'valueList', 'unit', 'servicedId'],
    create: () => ({
      name: `测试属性${next()}`,
      format: `testProp${serial}`,
      valueRange: '0-10',
      servicedId: 'readWeight',
    }),
    change: { unit: 'kg' },
  },
  {
    name: 'device/service',
    api: serviceApi,
    filter: { name: '置零' },
    fields: ['name', 'servicedId', 'deviceId', 'inParam', 'outParam'],
    create: () => ({ name: '测试服务', servicedId: `testService${next()}`, inParam: '[]' }),
    change: { outParam: '[{"id":"ok","type":"bool"}]' },
  },
  {
    name: 'device/event',
    api: eventApi,
    filter: { name: '加料完成', beginTime: '2026-09-20 00:00:00' },
    fields: ['name', 'user', 'net', 'params', 'source', 'weight', 'createTime'],
    create: () => ({ name: '超载报警', source: 'IND-0001', weight: 23120, params: '{"weight":23120}' }),
    change: { remark: '已确认' },
  },
  {
    name: 'device/method',
    api: methodApi,
    filter: { name: 'thing.event' },
    fields: ['name', 'net', 'user', 'inParam', 'outParam', 'msg', 'source'],
    create: () => ({ name: 'thing.service.tare', net: TOWER_GATEWAY(), inParam: '{}' }),
    change: { msg: 'ok' },
  },
  {
    name: 'device/command',
    api: commandApi,
    filter: { code: 'READ_GROSS', status: 'SUCCESS' },
    fields: [
      'code',
      'name',
      'gatewaySn',
      'deviceId',
      'deviceAddr',
      'payload',
      'response',
      'result',
      'status',
      'sentAt',
    ],
    create: () => ({ gatewaySn: TOWER_GATEWAY(), deviceAddr: 1, code: 'ZERO' }),
    change: { code: 'TARE' },
  },
];

describe('standard family of every device resource', () => {
  it.each(STANDARD)('$name: page, get, create, update, remove, removeBatch', async (c) => {
    expect(c.api.path).toBe(c.name);
    const query = { page: 1, limit: 5, ...c.filter };
    const page = await c.api.page(query);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/page`, query: asQuery(query) });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.length).toBeGreaterThan(0);
    for (const row of page.list as Record<string, unknown>[]) {
      for (const field of ['id', ...c.fields]) expect(row).toHaveProperty(field);
      for (const [field, value] of Object.entries(c.filter)) {
        if (!/Time$/.test(field)) expect(String(row[field])).toContain(String(value));
      }
    }

    const record = c.create();
    const id = Number(await c.api.create(record));
    expect(await lastCall()).toMatchObject({ method: 'POST', path: c.name, body: record });
    const shown = Object.fromEntries(Object.entries(record).filter(([k]) => !c.hidden?.includes(k)));
    expect(await c.api.get(id)).toMatchObject({ ...shown, id, createBy: 'admin' });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/${id}` });

    await c.api.update({ id, ...c.change });
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: c.name, body: { id, ...c.change } });
    expect(await c.api.get(id)).toMatchObject({ ...c.change, updateBy: 'admin' });

    const others = [Number(await c.api.create(c.create())), Number(await c.api.create(c.create()))];
    await c.api.remove(id);
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/${id}` });
    await c.api.removeBatch(others);
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/batch/${others.join(',')}` });
    for (const gone of [id, ...others]) await expect(c.api.get(gone)).rejects.toMatchObject({ message: '记录不存在' });
  });

  it.each([
    ['device/connect', connectRecordApi.exportExcel, { connectStatus: 'connected' }],
    ['device/event', eventApi.exportExcel, { name: '加料', beginTime: '2026-09-01 00:00:00' }],
  ] as const)('%s: GET downloadExcel with the filters and saves an xlsx', async (path, run, filters) => {
    await expect(run({ ...filters, page: 2, limit: 20 })).resolves.toBe(true);
    const call = await lastCall();
    expect(call).toMatchObject({ method: 'GET', path: `${path}/downloadExcel` });
    expect(call.query).toEqual(asQuery(filters));
    const [blob] = vi.mocked(saveAs).mock.calls.at(-1) ?? [];
    expect((blob as Blob).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('gateways', () => {
  it('valid, changeStatus and options; a gateway a tower uses cannot go', async () => {
    const record = { name: '新网关', identifier: 'GW-NEW-001', onlineType: '4G' as const };
    await expect(gatewayApi.valid(record)).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'device/gateway/valid', body: record });
    await expect(gatewayApi.valid({ ...record, identifier: 'bad id!' })).rejects.toMatchObject({
      message: '网关标识须为 6–64 位字母、数字、下划线或连字符',
    });
    await expect(gatewayApi.valid({ ...record, identifier: TOWER_GATEWAY() })).rejects.toMatchObject({
      message: `网关标识“${TOWER_GATEWAY()}”已存在`,
    });

    const options = await gatewayApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'device/gateway/options' });
    expect(options).toContainEqual({ label: gateways()[0].name, value: gateways()[0].identifier });
    const disabled = gateways().find((g) => g.status === '1');
    expect(options.some((o) => o.value === disabled?.identifier)).toBe(false);

    await gatewayApi.changeStatus({ id: 1, status: '1' });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'device/gateway/changeStatus',
      body: { id: 1, status: '1' },
    });
    expect(await gatewayApi.get(1)).toMatchObject({ status: '1', online: false });
    expect(await towerInfoApi.onlineSerials()).not.toContain(gateways()[0].identifier);

    await expect(gatewayApi.remove(1)).rejects.toMatchObject({
      message: `网关仍被料塔“${towers()[0].towerId}”使用，不能删除`,
    });
  });
});

describe('MQTT users', () => {
  it('never answer a password or its hash; keep a salted SHA-256; refuse a short password', async () => {
    const page = await mqttUserApi.page({ page: 1, limit: 100 });
    expect(page.total).toBe(mqttUsers().length);
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/password|hash/i);
    // The salt is no secret (EMQX keeps it in clear beside the hash); the page shows it.
    expect(page.list[0]).toMatchObject({ salt: mqttUsers()[0].salt });

    await expect(mqttUserApi.create({ username: 'gw_short', password: '12345' })).rejects.toMatchObject({
      message: '网关密码不能少于六位',
    });
    await expect(mqttUserApi.valid({ username: 'gw_short', password: '12345' })).rejects.toMatchObject({
      message: '网关密码不能少于六位',
    });
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'device/mqttuser/valid' });
    await expect(mqttUserApi.create({ username: 'gw_nopw' })).rejects.toMatchObject({ message: '密码不能为空' });
    await expect(mqttUserApi.create({ username: mqttUsers()[0].username, password: '123456' })).rejects.toMatchObject({
      message: `用户名“${mqttUsers()[0].username}”已存在`,
    });

    const id = Number(await mqttUserApi.create({ username: 'gw_new', password: '123456', isSuperuser: true }));
    const stored = () => mqttUsers().find((u) => u.id === id);
    const first = stored();
    const firstSalt = first?.salt;
    const firstHash = first?.passwordHash;
    expect(first?.passwordHash).toBe(sha256Hex(`123456${first?.salt ?? ''}`));
    expect(first?.salt).toMatch(/^[0-9a-f]{16}$/);
    const answered = await mqttUserApi.get(id);
    expect(JSON.stringify(answered)).not.toMatch(/password|hash|123456/i);
    expect(answered.salt).toBe(first?.salt);

    await mqttUserApi.update({ id, ipAddress: '10.1.1.1' });
    expect(stored()?.passwordHash).toBe(firstHash);
    await mqttUserApi.update({ id, password: '' });
    expect(stored()?.passwordHash).toBe(firstHash);
    await mqttUserApi.update({ id, password: 'changed-pw' });
    expect(stored()?.passwordHash).toBe(sha256Hex(`changed-pw${stored()?.salt ?? ''}`));
    expect(stored()?.salt).not.toBe(firstSalt);
    await expect(mqttUserApi.update({ id, password: 'abc' })).rejects.toMatchObject({
      message: '网关密码不能少于六位',
    });
  });
});

describe('thing model', () => {
  it('requires the names the spec asks for, and keeps references sound', async () => {
    await expect(eventApi.create({ source: 'IND-0001' })).rejects.toMatchObject({ message: '事件名称不能为空' });
    await expect(attributeApi.create({ unit: 'kg' })).rejects.toMatchObject({ message: '属性名称不能为空' });
    await expect(attributeApi.create({ name: '毛重2', valueRange: '10-1' })).rejects.toMatchObject({
      message: '取值范围格式应为 最小值-最大值',
    });
    await expect(serviceApi.create({ name: 'x', servicedId: 'y', inParam: '{oops' })).rejects.toMatchObject({
      message: '输入参数不是有效的 JSON',
    });
    await expect(serviceApi.remove(1)).rejects.toMatchObject({ message: '属性“毛重”仍属于该服务，不能删除' });
  });
});

describe('commands', () => {
  it('send builds the Modbus frame, and the status settles to the gross weight the tower holds', async () => {
    const tower = towers()[2];
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const body = { gatewaySn: tower.sn, deviceAddr: tower.deviceAddr, code: 'READ_GROSS' as const };
    const sent = await commandApi.send(body);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'command/', body });
    expect(sent).toMatchObject({
      status: 'SENT',
      code: 'READ_GROSS',
      name: '读毛重',
      deviceId: tower.deviceId,
      createBy: 'admin',
    });
    const frame = fromHex(sent.payload ?? '') ?? [];
    expect(frame.slice(0, 6)).toEqual([tower.deviceAddr, 0x03, 0x00, 0x00, 0x00, 0x02]);
    const crc = crc16(frame.slice(0, 6));
    expect(frame.slice(6)).toEqual([crc & 0xff, crc >>> 8]);
    expect(sent).not.toHaveProperty('sentAtMs');

    const id = sent.id ?? 0;
    expect(await commandApi.status(id)).toMatchObject({ status: 'SENT' });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `command/${id}` });

    clock.mockReturnValue(start + 2000);
    const done = await commandApi.status(id);
    expect(done.status).toBe('SUCCESS');
    const answer = fromHex(done.response ?? '') ?? [];
    expect(answer.slice(0, 3)).toEqual([tower.deviceAddr, 0x03, 0x04]);
    const raw = ((answer[3] << 24) | (answer[4] << 16) | (answer[5] << 8) | answer[6]) >>> 0;
    expect(done.result).toBe(`毛重 ${raw / 10 ** tower.digitCount} kg`);
    expect(raw).toBeGreaterThan(0);
    expect((await commandApi.page({ page: 1, limit: 1 })).list[0]).toMatchObject({ id, status: 'SUCCESS' });
  });

  it('times out where no device answers, fails when the gateway is offline, refuses bad frames', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const lonely = await commandApi.send({ gatewaySn: towers()[0].sn, deviceAddr: 200, code: 'ZERO', timeoutMs: 1000 });
    clock.mockReturnValue(start + 1200);
    expect(await commandApi.status(lonely.id ?? 0)).toMatchObject({ status: 'TIMEOUT', result: '1000 ms 内无应答' });

    const custom = await commandApi.send({
      gatewaySn: towers()[0].sn,
      deviceAddr: 1,
      code: 'CUSTOM',
      payload: '01 2B 0E 01',
    });
    clock.mockReturnValue(start + 4000);
    expect(await commandApi.status(custom.id ?? 0)).toMatchObject({
      status: 'FAILED',
      result: '仪表返回异常码 01（非法功能码）',
    });

    await expect(
      commandApi.send({ gatewaySn: towers()[0].sn, deviceAddr: 1, code: 'CUSTOM', payload: 'zz' }),
    ).rejects.toMatchObject({ message: '自定义指令须为十六进制字节，如 01 03 00 00 00 02' });
    await expect(commandApi.send({ gatewaySn: towers()[0].sn, deviceAddr: 1, code: 'SET_ADDR' })).rejects.toMatchObject(
      {
        message: '新地址不能为空',
      },
    );
    await expect(commandApi.send({ gatewaySn: 'NO-SUCH', deviceAddr: 1, code: 'ZERO' })).rejects.toMatchObject({
      message: '网关“NO-SUCH”不存在',
    });

    const sn = towers()[0].sn;
    const outage = outagesOf(sn, start + 400 * 86_400_000).find((o) => o.start > start);
    if (!outage) throw new Error('no outage ahead');
    clock.mockReturnValue(outage.start + 60_000);
    await signIn();
    expect(await commandApi.send({ gatewaySn: sn, deviceAddr: 1, code: 'TARE' })).toMatchObject({
      status: 'FAILED',
      offline: true,
      result: '网关离线，指令未送达',
    });
  });

  it("a gateway's history holds its own commands only, not those of a gateway whose identifier extends it", async () => {
    const sn = towers()[0].sn;
    await gatewayApi.create({ name: '延长标识网关', identifier: `${sn}-B`, onlineType: '4G' });
    await commandApi.create({ gatewaySn: `${sn}-B`, deviceAddr: 1, code: 'ZERO' });
    await commandApi.create({ gatewaySn: sn, deviceAddr: 1, code: 'TARE' });
    const own = await commandApi.page({ page: 1, limit: 500, gatewaySn: sn });
    expect(await lastCall()).toMatchObject({ query: { gatewaySn: sn } });
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((c) => c.gatewaySn === sn)).toBe(true);
    const other = await commandApi.page({ page: 1, limit: 500, gatewaySn: `${sn}-B` });
    expect(other.list.map((c) => c.code)).toEqual(['ZERO']);
  });

  it('a saved command is PENDING and editable; a sent one is not', async () => {
    const pendingId = Number(
      await commandApi.create({ gatewaySn: towers()[0].sn, deviceAddr: 2, code: 'SET_ADDR', value: 9 }),
    );
    const saved = await commandApi.get(pendingId);
    expect(saved).toMatchObject({ status: 'PENDING', name: '设置通讯地址' });
    expect((fromHex(saved.payload ?? '') ?? []).slice(0, 6)).toEqual([2, 0x06, 0x00, 0x20, 0x00, 9]);
    const sent = await commandApi.send({ gatewaySn: towers()[0].sn, deviceAddr: 1, code: 'ZERO' });
    await expect(commandApi.update({ id: sent.id, code: 'TARE' })).rejects.toMatchObject({
      message: '只能修改未发送的指令',
    });
  });
});

describe('device parameters and arithmetic', () => {
  it('reads a parameter set by id or device number and saves checked values', async () => {
    const tower = towers()[4];
    const set = await deviceParamApi.get(tower.deviceId);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `des/DeviceParam/${tower.deviceId}` });
    expect(set).toMatchObject({ deviceId: tower.deviceId, towerId: tower.towerId });
    expect(set.params?.find((p) => p.paramKey === 'address')?.value).toBe(String(tower.deviceAddr));
    expect(await deviceParamApi.get(set.id ?? 0)).toEqual(set);

    const change = {
      deviceId: tower.deviceId,
      params: [
        { paramKey: 'filterLevel', value: '8' },
        { paramKey: 'baudRate', value: '19200' },
      ],
    };
    await deviceParamApi.update(change);
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: 'des/DeviceParam', body: change });
    const saved = await deviceParamApi.get(tower.deviceId);
    expect(saved.params?.find((p) => p.paramKey === 'filterLevel')?.value).toBe('8');
    expect(saved.params?.find((p) => p.paramKey === 'baudRate')?.value).toBe('19200');
    expect(saved.updateBy).toBe('admin');

    const bad = (paramKey: string, value: string) =>
      deviceParamApi.update({ id: set.id, params: [{ paramKey, value }] });
    await expect(bad('filterLevel', '12')).rejects.toMatchObject({ message: '滤波等级必须是整数（0–9）' });
    await expect(bad('baudRate', '1200')).rejects.toMatchObject({ message: '波特率只能是 4800、9600、19200、38400' });
    await expect(bad('firmware', 'X')).rejects.toMatchObject({ message: '参数“固件版本”只读' });
    await expect(bad('nope', '1')).rejects.toMatchObject({ message: '参数“nope”不存在' });
    await expect(deviceParamApi.get('IND-9999')).rejects.toMatchObject({ message: '设备不存在' });
  });

  it('gives a new tower’s device the defaults and creates its sets on first save', async () => {
    await towerInfoApi.create({
      towerId: 'LT-N-01',
      location: '新场',
      capacity: 10,
      deviceId: 'IND-0900',
      deviceAddr: 5,
    });
    const params = await deviceParamApi.get('IND-0900');
    expect(params.id).toBeUndefined();
    expect(params.params?.find((p) => p.paramKey === 'address')?.value).toBe('5');
    await deviceParamApi.update({ deviceId: 'IND-0900', params: [{ paramKey: 'filterLevel', value: '2' }] });
    expect((await deviceParamApi.get('IND-0900')).id).toBeGreaterThan(0);

    const arith = await deviceArithApi.get('IND-0900');
    expect(arith).toMatchObject({ deviceId: 'IND-0900', towerId: 'LT-N-01', stuckDuration: 14400, settleSamples: 2 });
    await deviceArithApi.update({ deviceId: 'IND-0900', stuckDuration: 7200 });
    expect(await deviceArithApi.get('IND-0900')).toMatchObject({ stuckDuration: 7200 });
  });

  it('reads and saves the detection settings, refusing impossible ones', async () => {
    const tower = towers()[1];
    const arith = await deviceArithApi.get(tower.deviceId);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `des/DeviceArith/${tower.deviceId}` });
    expect(arith).toMatchObject({ code: 'REFILL_DETECT_V1', enabled: true, settleSamples: 2, stuckDuration: 14400 });
    expect(arith.offlineTimeout).toBe(3 * (arith.sampleInterval ?? 0));

    const change = { id: arith.id, hysteresis: 300, offlineTimeout: 1800, enabled: false };
    await deviceArithApi.update(change);
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: 'des/DeviceArith', body: change });
    expect(await deviceArithApi.get(arith.id ?? 0)).toMatchObject({
      ...change,
      deviceId: tower.deviceId,
      updateBy: 'admin',
    });

    await expect(deviceArithApi.update({ id: arith.id, stuckDuration: 5 })).rejects.toMatchObject({
      message: `停滞判定时长(s)必须是整数（≥ ${arith.sampleInterval}）`,
    });
    await expect(deviceArithApi.update({ id: arith.id, settleSamples: 20 })).rejects.toMatchObject({
      message: '加料后稳定采样数必须是整数（0–10）',
    });
  });
});

describe('broker sessions', () => {
  it('keep up with the clock: an outage closes the open session and its end opens the next', async () => {
    const gateway = gateways()[0];
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const sessions = async () =>
      (await connectRecordApi.page({ page: 1, limit: 5, deviceIdentifier: gateway.identifier })).list;
    const [open] = await sessions();
    expect(open).toMatchObject({ connectStatus: 'connected', disconnectAt: '' });
    expect(await gatewayApi.get(gateway.id)).toMatchObject({ online: true, onlineSince: open.connectAt });

    const outage = outagesOf(gateway.identifier, start + 400 * 86_400_000).find((o) => o.start > start);
    if (!outage) throw new Error('no outage ahead');
    clock.mockReturnValue(outage.start + 60_000);
    await signIn();
    const [closed] = await sessions();
    expect(closed).toMatchObject({ id: open.id, connectStatus: 'disconnected', reason: 'keepalive_timeout' });
    expect(await gatewayApi.get(gateway.id)).toMatchObject({ online: false, lastOnlineTime: closed.disconnectAt });

    clock.mockReturnValue(outage.end + 60_000);
    await signIn();
    const [reopened, before] = await sessions();
    expect(before.id).toBe(open.id);
    expect(reopened).toMatchObject({ connectStatus: 'connected', userName: `gw_${gateway.identifier}` });
    expect(reopened.clientId).toMatch(new RegExp(`^gw_${gateway.identifier}_\\d+$`));
    const byClient = await connectRecordApi.page({ page: 1, limit: 5, clientId: reopened.clientId });
    expect(byClient.list.map((r) => r.id)).toEqual([reopened.id]);
  });

  it('a disabled gateway is kicked and comes back when enabled', async () => {
    const gateway = gateways()[1];
    await gatewayApi.changeStatus({ id: gateway.id, status: '1' });
    const [kicked] = (await connectRecordApi.page({ page: 1, limit: 1, deviceIdentifier: gateway.identifier })).list;
    expect(kicked).toMatchObject({ connectStatus: 'disconnected', reason: 'kicked' });
    await gatewayApi.changeStatus({ id: gateway.id, status: '0' });
    expect(await gatewayApi.get(gateway.id)).toMatchObject({ online: true });
  });
});

describe('device sets as lists', () => {
  it('page the parameter and arithmetic sets by device number', async () => {
    const params = await deviceParamApi.page({ page: 1, limit: 5, deviceId: 'IND-000' });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'des/DeviceParam/page' });
    expect(params.total).toBe(9);
    expect(params.list.map((p) => p.deviceId)).toEqual(['IND-0001', 'IND-0002', 'IND-0003', 'IND-0004', 'IND-0005']);
    const ariths = await deviceArithApi.page({ page: 2, limit: 10 });
    expect(ariths.total).toBe(towers().length);
    expect(ariths.list[0]).toMatchObject({ deviceId: 'IND-0011', digitCount: towers()[10].digitCount, rawUnit: 'kg' });
  });

  it('save the formula from raw reading to weight within its bounds', async () => {
    const set = await deviceArithApi.get('IND-0003');
    expect(set).toMatchObject({ coefficient: 1, zeroOffset: 0, rawUnit: 'kg' });
    await deviceArithApi.update({ id: set.id, digitCount: 2, rawUnit: 't', coefficient: 1.0125, zeroOffset: -12.5 });
    expect(await deviceArithApi.get(set.id ?? 0)).toMatchObject({
      digitCount: 2,
      rawUnit: 't',
      coefficient: 1.0125,
      zeroOffset: -12.5,
    });
    await expect(deviceArithApi.update({ id: set.id, coefficient: 3 })).rejects.toMatchObject({
      message: '标定系数必须是数值（0.5–2）',
    });
    await expect(deviceArithApi.update({ id: set.id, digitCount: 5 })).rejects.toMatchObject({
      message: '小数位数必须是整数（0–4）',
    });
  });
});

describe("the pickers' searches: the lists' own filters, matched as a real backend does", () => {
  it('finds gateways by part of the name (not of the model) and by part of the identifier', async () => {
    const byName = await gatewayApi.page({ page: 1, limit: 50, name: '料塔网关' });
    expect(await lastCall()).toMatchObject({ path: 'device/gateway/page', query: { name: '料塔网关' } });
    const named = gateways().filter((g) => g.name.includes('料塔网关'));
    expect(named.length).toBeGreaterThan(1);
    expect(byName.total).toBe(named.length);
    expect(byName.list.every((g) => g.name?.includes('料塔网关'))).toBe(true);
    expect((await gatewayApi.page({ page: 1, limit: 5, name: 'dtu' })).total).toBe(0);
    const spare = await gatewayApi.page({ page: 1, limit: 5, name: '备用' });
    expect(spare.list.map((g) => g.name)).toEqual(['备用网关']);

    const serial = gateways()[0].identifier;
    const byIdentifier = await gatewayApi.page({ page: 1, limit: 50, identifier: serial.slice(-6) });
    expect(byIdentifier.list.map((g) => g.identifier)).toContain(serial);
    expect(byIdentifier.list.every((g) => g.identifier?.includes(serial.slice(-6)))).toBe(true);
  });

  it('finds device sets by part of the instrument number, in any case, or of the tower', async () => {
    const params = await deviceParamApi.page({ page: 1, limit: 50, deviceId: 'ind-0002' });
    expect(await lastCall()).toMatchObject({ path: 'des/DeviceParam/page', query: { deviceId: 'ind-0002' } });
    expect(params.list.map((p) => p.deviceId)).toEqual(['IND-0002']);
    const tower = towers()[4];
    const ariths = await deviceArithApi.page({ page: 1, limit: 50, towerId: tower.towerId });
    expect(ariths.list.map((a) => a.towerId)).toContain(tower.towerId);
    expect(ariths.list.every((a) => a.towerId?.includes(tower.towerId))).toBe(true);
  });

  it("filters nothing by a parameter the list does not know (the vendor's backend ignores it)", async () => {
    const all = await gatewayApi.page({ page: 1, limit: 1 });
    const unknown = toPage(await api.get<unknown>('device/gateway/page', { page: 1, limit: 1, keyword: '备用' }));
    expect(unknown.total).toBe(all.total);
    const sets = await deviceArithApi.page({ page: 1, limit: 1 });
    expect(
      toPage(await api.get<unknown>('des/DeviceArith/page', { page: 1, limit: 1, keyword: 'IND-0002' })).total,
    ).toBe(sets.total);
  });
});

describe('the operator', () => {
  it('has no device pages: every device call is refused', async () => {
    await signIn(OPERATOR);
    const forbidden = { code: 403, message: '当前操作没有权限' };
    await expect(gatewayApi.page({ page: 1, limit: 5 })).rejects.toMatchObject(forbidden);
    await expect(mqttUserApi.create({ username: 'x', password: '123456' })).rejects.toMatchObject(forbidden);
    await expect(commandApi.send({ gatewaySn: towers()[0].sn, deviceAddr: 1, code: 'ZERO' })).rejects.toMatchObject(
      forbidden,
    );
    await expect(deviceParamApi.get(1)).rejects.toMatchObject(forbidden);
    await expect(deviceArithApi.update({ id: 1, hysteresis: 1 })).rejects.toMatchObject(forbidden);
  });
});
