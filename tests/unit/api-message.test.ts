import { describe, expect, it } from 'vitest';
import { messageApi } from '@/api/modules/system/message';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import type { ApiError } from '@/api/types';
import { mockControl } from '@mocks/node';
import { watchAlarms } from '@mocks/handlers/system-messages';
import { messages } from '@mocks/seed/messages';
import { holdTheClock, OPERATOR, signIn } from '../helpers';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as ApiError,
  );

describe('message API against the mock', () => {
  holdTheClock();

  it('pages a few hundred seeded messages over the last 30 days, newest first, with the row shape', async () => {
    await signIn();
    const { list, total } = await messageApi.page({ page: 1, limit: 50 });
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThan(700);
    const times = list.map((m) => String(m.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    const alarm = list.find((m) => m.type === 'alarm');
    expect(alarm).toMatchObject({
      messageId: expect.any(Number),
      level: expect.stringMatching(/^(info|warning|critical)$/),
      sourceType: expect.stringMatching(/^(tower|gateway)$/),
      sourceId: expect.any(String),
      alarmKind: expect.stringMatching(/^(low|high|exception|offline)$/),
      status: expect.stringMatching(/^(active|cleared)$/),
      read: expect.any(Boolean),
    });
    expect(list.every((m) => !('contentEn' in m))).toBe(true);
    const all = await messageApi.page({ page: 1, limit: 1000, ack: '1' });
    expect(all.list.length).toBeGreaterThan(50);
    expect(all.list.some((m) => m.ackComment)).toBe(true);
    expect(all.list.every((m) => m.ackBy && m.ackTime)).toBe(true);
  });

  it('filters by type, level, state, acknowledged, read and time', async () => {
    await signIn();
    const critical = await messageApi.page({ page: 1, limit: 1000, level: 'critical' });
    expect(critical.list.every((m) => m.level === 'critical')).toBe(true);
    const notices = await messageApi.page({ page: 1, limit: 1000, type: 'notice' });
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.list.every((m) => m.type === 'notice')).toBe(true);
    const unacked = await messageApi.page({ page: 1, limit: 1000, ack: '0' });
    expect(unacked.list.every((m) => m.type === 'alarm' && !m.ackBy)).toBe(true);
    const unread = await messageApi.page({ page: 1, limit: 1000, read: '0' });
    expect(unread.list.every((m) => m.read === false)).toBe(true);
    const { count } = await messageApi.unread();
    expect(unread.total).toBe(count);
    const cleared = await messageApi.page({ page: 1, limit: 5, status: 'cleared' });
    expect(cleared.list.every((m) => m.status === 'cleared' && m.clearTime)).toBe(true);
    const recent = unread.list.at(-1)?.createTime ?? '';
    const since = await messageApi.page({ page: 1, limit: 1000, beginTime: recent });
    expect(since.list.every((m) => String(m.createTime) >= recent)).toBe(true);
  });

  it('marks read for the signed-in user only; no ids marks all', async () => {
    await signIn();
    const before = await messageApi.unread();
    expect(before.count).toBeGreaterThan(0);
    const { list } = await messageApi.page({ page: 1, limit: 2, read: '0' });
    await messageApi.read(list.map((m) => m.messageId ?? 0));
    expect((await messageApi.unread()).count).toBe(before.count - list.length);
    await messageApi.read([]);
    expect(await messageApi.unread()).toEqual({ count: 0, critical: 0 });
    await signIn(OPERATOR);
    expect((await messageApi.unread()).count).toBe(before.count);
  });

  it('acknowledges with a comment, keeps the first acknowledgement, and only admins delete', async () => {
    await signIn(OPERATOR);
    const { list } = await messageApi.page({ page: 1, limit: 1, ack: '0' });
    const id = list[0]?.messageId ?? 0;
    await messageApi.ack(id, '  已通知司机补料 ');
    await signIn();
    await messageApi.ack(id, 'second');
    const row = await messageApi.get(id);
    expect(row).toMatchObject({ ackBy: 'operator', ackComment: '已通知司机补料' });
    expect(row.ackTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const notice = (await messageApi.page({ page: 1, limit: 1, type: 'notice' })).list[0];
    expect((await rejection(messageApi.ack(notice?.messageId ?? 0, undefined, { silent: true }))).code).toBe(500);

    await signIn(OPERATOR);
    expect((await rejection(messageApi.remove(id, { silent: true }))).code).toBe(403);
    await signIn();
    const total = (await messageApi.page({ page: 1, limit: 1 })).total;
    await messageApi.removeBatch([id, notice?.messageId ?? 0]);
    expect((await messageApi.page({ page: 1, limit: 1 })).total).toBe(total - 2);
  });

  it("raises a low alarm at the tower's next reading after its low level is set above it, and clears it", async () => {
    await signIn();
    const { list } = await towerInfoApi.page({ page: 1, limit: 50 });
    // A tower with a reading, and room above it for the high level: the seed's levels move with the date.
    const tower = list.find(
      (t) =>
        (t.lastWeight ?? 0) > 3_000 &&
        t.selectStatus === '0' &&
        Math.ceil((t.lastWeight ?? 0) / 1000) + 6 <= Number(t.capacity ?? 0),
    );
    if (!tower?.towerId || tower.lastWeight === undefined) throw new Error('no tower with a reading');
    const active = () =>
      messageApi.page({ page: 1, limit: 10, sourceId: tower.towerId, status: 'active' }).then((p) => p.list);
    watchAlarms(Date.now(), true);
    const before = await messageApi.unread();
    expect((await active()).filter((m) => m.alarmKind === 'low')).toEqual([]);
    const full = await towerInfoApi.get(tower.id ?? 0);
    const lowWarning = Math.ceil(tower.lastWeight / 1000) + 1;
    await towerInfoApi.update({ ...full, lowWarning, highWarning: Math.max(Number(full.highWarning), lowWarning + 5) });
    // The next reading: the mock looks at most once a second; a forced look is the reading.
    watchAlarms(Date.now(), true);
    const raised = (await active()).filter((m) => m.alarmKind === 'low');
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ level: 'warning', read: false, sourceType: 'tower' });
    expect(raised[0].content).toContain(tower.towerId);
    expect((await messageApi.unread()).count).toBe(before.count + 1);
    // Another reading still below: no second alarm.
    watchAlarms(Date.now(), true);
    expect((await active()).filter((m) => m.alarmKind === 'low')).toHaveLength(1);
    // The level back far below the reading: the next reading clears it.
    await towerInfoApi.update({ ...full });
    watchAlarms(Date.now(), true);
    expect((await active()).filter((m) => m.alarmKind === 'low')).toEqual([]);
    const cleared = await messageApi.get(raised[0].messageId ?? 0);
    expect(cleared.status).toBe('cleared');
    expect(cleared.clearTime).toBeTruthy();
  });

  it('one look at the live data is cheap', async () => {
    await signIn();
    await messageApi.unread();
    const started = performance.now();
    for (let i = 0; i < 20; i++) watchAlarms(Date.now(), true);
    // A figure, printed: not asserted (timing varies with the machine).
    console.info(`watchAlarms: ${((performance.now() - started) / 20).toFixed(2)} ms a look`);
    expect(messages().length).toBeGreaterThan(0);
  });

  it('pages 10,000 more messages on the server', async () => {
    mockControl.bulk({ messages: 10_000 });
    await signIn();
    const first = await messageApi.page({ page: 1, limit: 20 });
    expect(first.total).toBeGreaterThan(10_000);
    expect(first.list).toHaveLength(20);
    const last = await messageApi.page({ page: Math.ceil(first.total / 20), limit: 20 });
    expect(last.list.length).toBeGreaterThan(0);
    expect((await messageApi.unread()).count).toBeLessThan(200);
  });

  it('answers in English for an English reader', async () => {
    await signIn();
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('en');
    const { list } = await messageApi.page({ page: 1, limit: 20, type: 'alarm' });
    expect(list.some((m) => /^(Tower|Gateway) /.test(String(m.content)))).toBe(true);
  });
});
