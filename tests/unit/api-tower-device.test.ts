import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  attributeApi,
  commandApi,
  connectRecordApi,
  deviceArithApi,
  deviceParamApi,
  eventApi,
  gatewayApi,
  methodApi,
  mqttUserApi,
  serviceApi,
} from '@/api/modules/device/device';
import { towerExceptionApi } from '@/api/modules/tower/tower-exception';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { towerRecordApi } from '@/api/modules/tower/tower-record';
import { ApiError } from '@/api/types';
import { server } from '@mocks/node';
import { towerRecords } from '@mocks/seed/tower';
import { OPERATOR, signIn } from '../helpers';

/** Tower and device modules against the mock: method, path, query and body, and the answers. */
const seen: { method: string; path: string; query: string; body: string }[] = [];
const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  void request
    .clone()
    .text()
    .then((body) =>
      seen.push({ method: request.method, path: url.pathname.replace('/api/admin/', ''), query: url.search, body }),
    );
};
const last = async () => {
  await new Promise((r) => setTimeout(r, 0));
  return seen.at(-1);
};

beforeEach(async () => {
  await signIn();
  seen.length = 0;
  server.events.on('request:start', listener);
});
afterEach(() => server.events.removeListener('request:start', listener));

describe('material towers', () => {
  it('pages, reads, creates, updates and deletes towers, refusing a duplicate tower id', async () => {
    const page = await towerInfoApi.page({ page: 2, limit: 10, location: '猪场' });
    expect(await last()).toMatchObject({
      method: 'GET',
      path: 'tower/TowerInfo/page',
      query: '?page=2&limit=10&location=%E7%8C%AA%E5%9C%BA',
    });
    expect(page.list.every((t) => t.location?.includes('猪场'))).toBe(true);
    const first = await towerInfoApi.get(1);
    expect(first.towerId).toBe('LT0001');
    const id = await towerInfoApi.create({ towerId: 'LT9999', capacity: 12, location: '测试塔' });
    expect(await last()).toMatchObject({ method: 'POST', path: 'tower/TowerInfo' });
    await towerInfoApi.update({ id: Number(id), towerId: 'LT9999', capacity: 15 });
    expect((await towerInfoApi.get(id)).capacity).toBe(15);
    await expect(towerInfoApi.create({ towerId: 'LT0001', capacity: 1 })).rejects.toThrow(/已存在/);
    await towerInfoApi.remove(id);
    expect(await last()).toMatchObject({ method: 'DELETE', path: `tower/TowerInfo/${id}` });
  });

  it('answers the monitor, the online serials and the towers of a department', async () => {
    const live = await towerInfoApi.monitor(1);
    expect(await last()).toMatchObject({ method: 'GET', path: 'tower/TowerInfo/monitor/1' });
    expect(live.series).toHaveLength(24);
    expect(['high', 'low', 'normal']).toContain(live.alarm);
    expect((await towerInfoApi.onlineSerials()).length).toBeGreaterThan(0);
    const tower = await towerInfoApi.get(1);
    const ofDept = await towerInfoApi.listByDept(tower.depId ?? 0);
    expect(await last()).toMatchObject({ path: `tower/TowerInfo/list/${tower.depId}` });
    expect(ofDept.some((t) => t.id === 1)).toBe(true);
  });

  it('sums refills per period in the statistics', async () => {
    const stats = await towerRecordApi.statistics({
      towerId: 'LT0001',
      beginTime: '2000-01-01 00:00:00',
      endTime: '2100-01-01 00:00:00',
      granularity: 'month',
    });
    expect(await last()).toMatchObject({ method: 'POST', path: 'tower/TowerRecord/getStatistics' });
    const count = towerRecords().filter((r) => r.towerId === 'LT0001').length;
    expect(stats.reduce((sum, s) => sum + s.refillCount, 0)).toBe(count);
    expect((await towerRecordApi.page({ page: 1, limit: 20 })).total).toBe(towerRecords().length);
    expect((await towerExceptionApi.page({ page: 1, limit: 5 })).list[0].reason).toBeTruthy();
  });

  it('lets the operator read towers but not change them', async () => {
    await signIn(OPERATOR);
    expect((await towerInfoApi.page({ page: 1, limit: 5 })).list).toHaveLength(5);
    await expect(towerInfoApi.monitor(1)).resolves.toBeTruthy();
    await expect(towerInfoApi.create({ towerId: 'X', capacity: 1 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('devices', () => {
  it('lists every device resource with the standard family', async () => {
    for (const [module, path] of [
      [connectRecordApi, 'device/connect'],
      [gatewayApi, 'device/gateway'],
      [mqttUserApi, 'device/mqttuser'],
      [attributeApi, 'device/attribute'],
      [serviceApi, 'device/service'],
      [eventApi, 'device/event'],
      [methodApi, 'device/method'],
    ] as const) {
      const page = await module.page({ page: 1, limit: 5 });
      expect(await last()).toMatchObject({ method: 'GET', path: `${path}/page` });
      expect(page.list.length).toBeGreaterThan(0);
    }
  });

  it('never answers MQTT passwords or salts, and refuses a short password', async () => {
    const page = await mqttUserApi.page({ page: 1, limit: 50 });
    expect(JSON.stringify(page)).not.toMatch(/password|salt/);
    await expect(mqttUserApi.create({ username: 'gw_new', password: '123' })).rejects.toThrow(/六位/);
    await mqttUserApi.create({ username: 'gw_new', password: '123456' });
  });

  it('sends a command and reads it back; reads and saves parameters and arithmetic', async () => {
    const sent = await commandApi.send({
      deviceId: 'IND-00001',
      gatewaySn: 'GW001000',
      name: '置零',
      payload: '01 06',
    });
    expect(await last()).toMatchObject({ method: 'POST', path: 'command/' });
    expect(sent.status).toBe('sent');
    expect((await commandApi.get(sent.id ?? 0)).name).toBe('置零');
    expect((await commandApi.page({ page: 1, limit: 1 })).list[0].id).toBe(sent.id);
    await deviceParamApi.update({ id: 1, params: { baud: 19200 } });
    expect(await last()).toMatchObject({ method: 'PUT', path: 'des/DeviceParam' });
    expect((await deviceParamApi.get(1)).params).toEqual({ baud: 19200 });
    await deviceArithApi.update({ id: 1, diffValue: 800 });
    expect((await deviceArithApi.get(1)).diffValue).toBe(800);
    expect(await last()).toMatchObject({ method: 'GET', path: 'des/DeviceArith/1' });
  });
});
