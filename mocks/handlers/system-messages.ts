import { http, type RequestHandler } from 'msw';
import { bulkSize } from '../bulk';
import { isLoaded, nextId, touch } from '../db';
import { nextLevelAlarms, nextOfflineAlarm, OFFLINE_AFTER_MS, transition } from '../lib/alarm-rules';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import { API, guarded, langOf, ok, readJson, type HandlerContext } from '../lib/http';
import { formatTime } from '../lib/random';
import { gateways, isFlaky } from '../seed/device';
import {
  alarmText,
  BULK_MESSAGE_ID,
  MESSAGE_READ_TABLE,
  MESSAGE_TABLE,
  MESSAGE_WATCH_TABLE,
  messageReads,
  messages,
  messageWatch,
  type AlarmKindValue,
  type MessageRow,
} from '../seed/messages';
import { towerExceptions, towers, type TowerInfoRow } from '../seed/tower';
import { outageAt, outagesOf } from '../seed/tower-sim';
import { refuse } from './system-shared';
import { liveOf } from './tower-live';

/*
 * Messages and alarms (`message`, CONTRACT.md "Messages and alarms"). Alarms are raised and
 * cleared from the mock's own live data each time messages are asked for (at most once a second):
 * that look is a tower's "next reading" after a change of its levels.
 * - level: `nextLevelAlarms` on each enabled tower's live reading (2 % hysteresis);
 * - exception: each exception record the detection appended since the last look (started within
 *   the hour) raises a critical alarm. An exception is an event, not a state: its alarm stays active
 *   until someone acknowledges it, and acknowledging clears it;
 * - offline: a gateway silent for more than 5 minutes, cleared when it is back.
 */

const WATCH_EVERY_MS = 1_000;
/** An exception record older than this when first seen (a fresh browser catching up) raises nothing. */
const EXCEPTION_FRESH_MS = 60 * 60_000;
const COMMENT_MAX = 500;

let lastWatch = Number.NEGATIVE_INFINITY;

/** Forgets when the watch last ran (tests, `__mock.reset`). */
export function resetAlarmWatch(): void {
  lastWatch = Number.NEGATIVE_INFINITY;
}

const keyOf = (sourceId: string | undefined, kind: AlarmKindValue | undefined) => `${sourceId ?? ''}:${kind ?? ''}`;

function raise(
  rows: MessageRow[],
  fields: Omit<
    MessageRow,
    'messageId' | 'type' | 'remark' | 'status' | 'clearTime' | 'ackBy' | 'ackTime' | 'ackComment'
  >,
): MessageRow {
  const row: MessageRow = {
    messageId: nextId(rows, 'messageId'),
    type: 'alarm',
    remark: '',
    status: 'active',
    clearTime: null,
    ackBy: null,
    ackTime: null,
    ackComment: null,
    ...fields,
  };
  rows.push(row);
  return row;
}

function clear(row: MessageRow, at: number): void {
  row.status = 'cleared';
  row.clearTime = formatTime(new Date(at));
}

const parseTime = (text: string) => {
  const [date, clock = '00:00:00'] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = clock.split(':').map(Number);
  return new Date(y, mo - 1, d, h, mi, s).getTime();
};

/** Raises and clears alarms from the live data as of `now` (see above). Returns whether anything changed. */
export function watchAlarms(now = Date.now(), force = false): boolean {
  if (!force && now - lastWatch < WATCH_EVERY_MS) return false;
  lastWatch = now;
  const rows = messages();
  const active = new Map<string, MessageRow>();
  for (const row of rows) if (row.status === 'active') active.set(keyOf(row.sourceId, row.alarmKind), row);
  let changed = false;
  const at = formatTime(new Date(now));

  for (const tower of towers()) {
    if (tower.delFlag !== '0' || tower.selectStatus !== '0') continue;
    const live = liveOf(tower, now);
    // No reading while the gateway is offline: its own alarm says so.
    if (!live.online) continue;
    const levels = {
      lowKg: Number(tower.lowWarning) * 1000,
      highKg: Number(tower.highWarning) * 1000,
      capacityKg: Number(tower.capacity) * 1000,
    };
    const before = {
      low: active.has(keyOf(tower.towerId, 'low')),
      high: active.has(keyOf(tower.towerId, 'high')),
    };
    const after = nextLevelAlarms(before, live.weight, levels);
    for (const kind of ['low', 'high'] as const) {
      const change = transition(before[kind], after[kind]);
      if (change === 'raise') {
        const [content, contentEn] = alarmText[kind](tower, live.weight);
        raise(rows, {
          content,
          contentEn,
          level: 'warning',
          createTime: at,
          sourceType: 'tower',
          sourceId: tower.towerId,
          alarmKind: kind,
        });
        changed = true;
      } else if (change === 'clear') {
        const row = active.get(keyOf(tower.towerId, kind));
        if (row) clear(row, now);
        changed = true;
      }
    }
  }

  for (const gateway of gateways()) {
    if (gateway.status !== '0') continue;
    const since = outageAt(outagesOf(gateway.identifier, now, isFlaky(gateway)), now)?.start;
    const before = active.has(keyOf(gateway.identifier, 'offline'));
    const change = transition(before, nextOfflineAlarm(before, since, now));
    if (change === 'raise' && since !== undefined) {
      const [content, contentEn] = alarmText.offline(gateway);
      raise(rows, {
        content,
        contentEn,
        level: 'warning',
        createTime: formatTime(new Date(since + OFFLINE_AFTER_MS)),
        sourceType: 'gateway',
        sourceId: gateway.identifier,
        alarmKind: 'offline',
      });
      changed = true;
    } else if (change === 'clear') {
      const row = active.get(keyOf(gateway.identifier, 'offline'));
      if (row) clear(row, now);
      changed = true;
    }
  }

  // Exceptions are appended by the detection, which loads their table: not loaded, nothing is new.
  if (isLoaded('tower_exception_record')) {
    const records = towerExceptions();
    const maxId = records.reduce((max, r) => Math.max(max, r.id), 0);
    const watch = messageWatch();
    let mark = watch.find((w) => w.key === 'exceptions');
    if (!mark) {
      mark = { key: 'exceptions', lastId: maxId };
      watch.push(mark);
      touch(MESSAGE_WATCH_TABLE);
    } else if (maxId > mark.lastId) {
      const byTower = new Map<string, TowerInfoRow>(towers().map((tw) => [tw.towerId, tw]));
      for (const record of records) {
        if (record.id <= mark.lastId || now - parseTime(record.startDatetime) > EXCEPTION_FRESH_MS) continue;
        const tower = byTower.get(record.towerId);
        if (!tower) continue;
        const [content, contentEn] = alarmText.exception(tower, record.type);
        raise(rows, {
          content,
          contentEn,
          level: 'critical',
          createTime: at,
          sourceType: 'tower',
          sourceId: tower.towerId,
          alarmKind: 'exception',
        });
        changed = true;
      }
      mark.lastId = maxId;
      touch(MESSAGE_WATCH_TABLE);
    }
  }

  if (changed) touch(MESSAGE_TABLE);
  return changed;
}

function readsOf(userId: number) {
  const rows = messageReads();
  let row = rows.find((r) => r.userId === userId);
  if (!row) {
    row = { userId, upTo: 0, ids: [] };
    rows.push(row);
  }
  return row;
}

const isBulk = (id: number) => id >= BULK_MESSAGE_ID && id < BULK_MESSAGE_ID + bulkSize('messages');

/** Read by this user (the generated bulk is old and read). */
function isRead(row: MessageRow, reads: { upTo: number; ids: readonly number[] }): boolean {
  return row.messageId <= reads.upTo || reads.ids.includes(row.messageId) || isBulk(row.messageId);
}

/**
 * Whether a user may see a message: the tower lists apply no data scope (every signed-in user
 * with the tower pages sees every tower), so neither do the towers' alarms. This is the one place
 * a scope would go.
 */
function maySee(_row: MessageRow, _ctx: HandlerContext): boolean {
  return true;
}

const messageConfig: CrudConfig<MessageRow> = {
  path: 'message',
  rows: messages,
  tableName: MESSAGE_TABLE,
  idKey: 'messageId',
  perm: 'system:message',
  readOnly: true,
  filters: { type: 'eq', level: 'eq', status: 'eq', sourceId: 'eq', sourceType: 'eq', alarmKind: 'eq' },
  timeField: 'createTime',
  defaultSort: { field: 'createTime', order: 'desc' },
  where: (row, query, ctx) => {
    if (!maySee(row, ctx)) return false;
    if (query.ack === '1' && !row.ackBy) return false;
    if (query.ack === '0' && (row.type !== 'alarm' || row.ackBy)) return false;
    if (query.read === '0' || query.read === '1') {
      const read = isRead(row, readsOf(ctx.user.row.userId));
      if ((query.read === '1') !== read) return false;
    }
    return true;
  },
  present: (row, ctx) => {
    const { contentEn, ...rest } = row;
    return {
      ...rest,
      content: langOf(ctx.request) === 'en' ? contentEn : row.content,
      read: isRead(row, readsOf(ctx.user.row.userId)),
    };
  },
};

const idOf = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const systemMessageHandlers: RequestHandler[] = [
  http.get(
    `${API}/message/unread`,
    guarded('system:message:list', (ctx) => {
      watchAlarms();
      const reads = readsOf(ctx.user.row.userId);
      let count = 0;
      let critical = 0;
      for (const row of messages()) {
        if (isRead(row, reads) || !maySee(row, ctx)) continue;
        count++;
        if (row.type === 'alarm' && row.level === 'critical' && row.status === 'active') critical++;
      }
      return ok({ count, critical });
    }),
  ),
  http.put(
    `${API}/message/read`,
    guarded('system:message:list', async (ctx) => {
      const body = await readJson<{ ids: unknown }>(ctx.request);
      if (!Array.isArray(body.ids)) refuse(ctx, '请提供要标记的消息', 'Give the ids of the messages to mark');
      const reads = readsOf(ctx.user.row.userId);
      if (body.ids.length === 0) {
        reads.upTo = messages().reduce((max, m) => Math.max(max, m.messageId), reads.upTo);
        reads.ids = [];
      } else {
        const ids = body.ids.map(idOf).filter((id): id is number => id !== undefined && id > reads.upTo);
        reads.ids = [...new Set([...reads.ids, ...ids])];
      }
      touch(MESSAGE_READ_TABLE);
      return ok();
    }),
  ),
  http.put(
    `${API}/message/ack`,
    guarded('system:message:ack', async (ctx) => {
      const body = await readJson<{ id: unknown; comment: unknown }>(ctx.request);
      const row = messages().find((m) => m.messageId === idOf(body.id));
      if (!row || !maySee(row, ctx)) refuse(ctx, '消息不存在', 'The message does not exist');
      if (row.type !== 'alarm') refuse(ctx, '只有告警可以确认', 'Only an alarm can be acknowledged');
      if (body.comment !== undefined && body.comment !== null && typeof body.comment !== 'string')
        refuse(ctx, '备注必须是文字', 'The comment must be text');
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (comment.length > COMMENT_MAX)
        refuse(ctx, `备注不能超过 ${COMMENT_MAX} 个字`, `The comment may be at most ${COMMENT_MAX} characters`);
      // Acknowledging twice keeps the first.
      if (!row.ackBy) {
        const now = Date.now();
        row.ackBy = ctx.user.row.userName;
        row.ackTime = formatTime(new Date(now));
        row.ackComment = comment || null;
        // An exception alarm is an event: acknowledging it ends it.
        if (row.alarmKind === 'exception' && row.status === 'active') clear(row, now);
        touch(MESSAGE_TABLE);
      }
      // Whoever acknowledges it has read it.
      const reads = readsOf(ctx.user.row.userId);
      if (!isRead(row, reads)) {
        reads.ids.push(row.messageId);
        touch(MESSAGE_READ_TABLE);
      }
      return ok();
    }),
  ),
  // The list looks at the live data first, then the standard handler answers.
  http.get(`${API}/message/page`, () => {
    watchAlarms();
    return undefined;
  }),
  ...crudHandlers(messageConfig),
];
