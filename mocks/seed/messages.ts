import { defineTable } from '../db';
import { bulkSize } from '../bulk';
import { createRandom, formatTime, type Random } from '../lib/random';
import { seededGateways } from './device';
import { seededTowers, type TowerExceptionType, type TowerInfoRow } from './tower';

/*
 * Messages and alarms (CONTRACT.md, "Messages and alarms"). The seed is 30 days of history before
 * today (the same messages every day, each at the same offset from today's midnight): level alarms,
 * exception alarms, gateway outages and notices, every alarm of it cleared, many acknowledged with
 * comments. Active alarms come from the live data (`mocks/handlers/system-messages.ts`).
 */

export type MessageTypeValue = 'alarm' | 'notice';
export type MessageLevelValue = 'info' | 'warning' | 'critical';
export type AlarmKindValue = 'low' | 'high' | 'exception' | 'offline';

export interface MessageRow {
  messageId: number;
  type: MessageTypeValue;
  /** In Chinese, as the backend writes it; `contentEn` is the English a request in English gets. */
  content: string;
  contentEn: string;
  level: MessageLevelValue;
  createTime: string;
  remark: string;
  sourceType?: 'tower' | 'gateway';
  sourceId?: string;
  alarmKind?: AlarmKindValue;
  status?: 'active' | 'cleared';
  clearTime?: string | null;
  ackBy?: string | null;
  ackTime?: string | null;
  ackComment?: string | null;
}

/** Who has read what: every id up to `upTo`, and `ids` above it. */
export interface MessageReadRow {
  userId: number;
  upTo: number;
  ids: number[];
}

/** Where the live watch stands: the last exception record it has raised an alarm for. */
export interface MessageWatchRow {
  key: 'exceptions';
  lastId: number;
}

export const MESSAGE_TABLE = 'sys_message';
export const MESSAGE_READ_TABLE = 'sys_message_read';
export const MESSAGE_WATCH_TABLE = 'sys_message_watch';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Local midnight of today: the seed's 30 days end there. */
export function seedAnchor(now = Date.now()): number {
  const day = new Date(now);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
}

export const EXCEPTION_NAMES: Record<TowerExceptionType, [zh: string, en: string]> = {
  SUDDEN_DROP: ['短时骤降', 'a sudden drop'],
  SPIKE: ['瞬时跳变', 'a spike'],
  OUT_OF_RANGE: ['超出量程', 'a reading out of range'],
  STUCK: ['读数卡滞', 'a stuck reading'],
  OFFLINE: ['网关离线', 'the gateway offline'],
  HIGH_LEVEL: ['高位报警', 'a high level'],
  LOW_LEVEL: ['低位报警', 'a low level'],
};

const t = (kg: number) => Math.round(kg / 100) / 10;

/** The texts of an alarm (both languages). */
export const alarmText = {
  low: (tower: Pick<TowerInfoRow, 'towerId' | 'location' | 'lowWarning'>, readingKg: number): [string, string] => [
    `料塔 ${tower.towerId}（${tower.location}）低于低位 ${tower.lowWarning} t，当前 ${t(readingKg)} t`,
    `Tower ${tower.towerId} fell below its low level of ${tower.lowWarning} t (now ${t(readingKg)} t)`,
  ],
  high: (tower: Pick<TowerInfoRow, 'towerId' | 'location' | 'highWarning'>, readingKg: number): [string, string] => [
    `料塔 ${tower.towerId}（${tower.location}）高于高位 ${tower.highWarning} t，当前 ${t(readingKg)} t`,
    `Tower ${tower.towerId} rose above its high level of ${tower.highWarning} t (now ${t(readingKg)} t)`,
  ],
  exception: (tower: Pick<TowerInfoRow, 'towerId' | 'location'>, type: TowerExceptionType): [string, string] => [
    `料塔 ${tower.towerId}（${tower.location}）记录到异常：${EXCEPTION_NAMES[type][0]}`,
    `Tower ${tower.towerId} recorded an exception: ${EXCEPTION_NAMES[type][1]}`,
  ],
  offline: (gateway: { name: string; identifier: string }): [string, string] => [
    `网关 ${gateway.name}（${gateway.identifier}）离线超过 5 分钟`,
    `Gateway ${gateway.identifier} has been offline for more than 5 minutes`,
  ],
};

const NOTICES: [string, string][] = [
  ['系统将于今晚 22:00 至 23:00 维护，期间数据可能延迟', 'Maintenance tonight 22:00–23:00: data may arrive late'],
  ['网关固件 V1.4.0 已发布，请安排升级', 'Gateway firmware V1.4.0 is out: plan the upgrade'],
  ['本月料塔校准计划已排定', "This month's tower calibration plan is ready"],
  ['新的选型数据已导入', 'New selection data has been imported'],
  ['请在周五前核对上月消耗统计', "Check last month's consumption figures by Friday"],
];

const COMMENTS: [string, string][] = [
  ['已通知司机补料', 'Driver told to refill'],
  ['现场确认，传感器正常', 'Checked on site, the sensor is fine'],
  ['已联系饲料厂，明早送达', 'Feed mill called, delivery tomorrow morning'],
  ['网关已重启', 'Gateway restarted'],
  ['料仓出料口堵塞，已疏通', 'Outlet was blocked, cleared'],
  ['误报，清仓称重所致', 'False alarm: weighing during cleaning'],
  ['已安排维修', 'Repair scheduled'],
];

const EXCEPTION_TYPES: TowerExceptionType[] = ['SUDDEN_DROP', 'SPIKE', 'OUT_OF_RANGE', 'STUCK'];

interface SeedSources {
  towers: readonly TowerInfoRow[];
  gateways: readonly { name: string; identifier: string; status: string }[];
}

/** One message of the history, `at` ms after the epoch (every alarm cleared, some acknowledged). */
function historyMessage(random: Random, sources: SeedSources, messageId: number, at: number): MessageRow {
  const roll = random.next();
  const created = formatTime(new Date(at));
  const base = { messageId, createTime: created, remark: '' };
  if (roll < 0.12) {
    const [content, contentEn] = random.pick(NOTICES);
    return { ...base, type: 'notice', level: 'info', content, contentEn };
  }
  const tower = random.pick(sources.towers);
  let alarm: Pick<MessageRow, 'content' | 'contentEn' | 'level' | 'sourceType' | 'sourceId' | 'alarmKind'>;
  if (roll < 0.52) {
    const [content, contentEn] = alarmText.low(tower, tower.lowWarning * 1000 * random.decimal(0.6, 0.99));
    alarm = { content, contentEn, level: 'warning', sourceType: 'tower', sourceId: tower.towerId, alarmKind: 'low' };
  } else if (roll < 0.62) {
    const [content, contentEn] = alarmText.high(tower, tower.highWarning * 1000 * random.decimal(1.0, 1.05));
    alarm = { content, contentEn, level: 'warning', sourceType: 'tower', sourceId: tower.towerId, alarmKind: 'high' };
  } else if (roll < 0.82) {
    const [content, contentEn] = alarmText.exception(tower, random.pick(EXCEPTION_TYPES));
    alarm = {
      content,
      contentEn,
      level: 'critical',
      sourceType: 'tower',
      sourceId: tower.towerId,
      alarmKind: 'exception',
    };
  } else {
    const gateway = random.pick(sources.gateways.filter((g) => g.status === '0'));
    const [content, contentEn] = alarmText.offline(gateway);
    alarm = {
      content,
      contentEn,
      level: 'warning',
      sourceType: 'gateway',
      sourceId: gateway.identifier,
      alarmKind: 'offline',
    };
  }
  const acked = random.bool(0.6);
  const ackAt = at + random.int(2, 120) * MINUTE;
  const comment = acked && random.bool(0.7) ? random.pick(COMMENTS) : undefined;
  return {
    ...base,
    type: 'alarm',
    ...alarm,
    status: 'cleared',
    clearTime: formatTime(new Date(at + random.int(10, 360) * MINUTE)),
    ackBy: acked ? random.pick(['admin', 'operator', 'operator']) : null,
    ackTime: acked ? formatTime(new Date(ackAt)) : null,
    ackComment: comment ? comment[0] : null,
  };
}

/** The history: about 12 messages a day over the 30 days before `anchor`, oldest first. */
export function seedMessages(anchor = seedAnchor(), sources: SeedSources = defaultSources()): MessageRow[] {
  const random = createRandom(36);
  const times: number[] = [];
  for (let day = 30; day >= 1; day--) {
    const count = random.int(8, 16);
    for (let i = 0; i < count; i++) times.push(anchor - day * DAY + random.int(0, DAY / 1000 - 1) * 1000);
  }
  times.sort((a, b) => a - b);
  return times.map((at, index) => historyMessage(random, sources, index + 1, at));
}

function defaultSources(): SeedSources {
  return { towers: seededTowers().rows, gateways: seededGateways() };
}

/** First id of the messages `__mock.bulk({ messages })` adds (far above any the mock gives out). */
export const BULK_MESSAGE_ID = 1_000_000;

/** `count` more old messages, before the history (for figures: a list of 10,000 paged by the server). */
export function bulkMessages(count: number, anchor = seedAnchor()): MessageRow[] {
  if (count <= 0) return [];
  const random = createRandom(3636);
  const sources = defaultSources();
  const start = anchor - 31 * DAY;
  const rows: MessageRow[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(historyMessage(random, sources, BULK_MESSAGE_ID + i, start - (count - i) * 10 * MINUTE));
  }
  return rows;
}

export const messages = defineTable<MessageRow>(MESSAGE_TABLE, () => seedMessages(), {
  grow: () => bulkMessages(bulkSize('messages')),
});

/** Both demo accounts have read all but the last two days of the history. */
export const messageReads = defineTable<MessageReadRow>(MESSAGE_READ_TABLE, () => {
  const cutoff = formatTime(new Date(seedAnchor() - 2 * DAY));
  const upTo = messages()
    .filter((m) => m.messageId < BULK_MESSAGE_ID && m.createTime < cutoff)
    .reduce((max, m) => Math.max(max, m.messageId), 0);
  return [
    { userId: 1, upTo, ids: [] },
    { userId: 2, upTo, ids: [] },
  ];
});

export const messageWatch = defineTable<MessageWatchRow>(MESSAGE_WATCH_TABLE, () => []);
