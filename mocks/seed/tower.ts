import {
  detect,
  detectionParams,
  type DetectionParams,
  type DetectionTuning,
  type TowerEvent,
} from '@/lib/tower/detection';
import { defineTable } from '../db';
import { createRandom, formatTime, SEED_EPOCH } from '../lib/random';
import { depts } from './system';
import {
  cycleIndexAt,
  cyclesOf,
  DAY,
  hashString,
  HISTORY_END,
  HISTORY_START,
  provideCycleEnds,
  samplesOf,
  type TowerProfile,
} from './tower-sim';

/*
 * Material towers (spec §3 'Tower info', 'Tower record', 'Tower exception record'; domain.md §2.2):
 * 40 towers on 8 farms, two per gateway, and 90 days of refill and exception records found by
 * running the detection of domain.md §4 (src/lib/tower/detection.ts) over the simulated series.
 */

/** Levels in t, differences in kg, durations in s (spec §9). */
export interface TowerInfoRow {
  id: number;
  towerId: string;
  location: string;
  /** Gateway serial (= the gateway's identifier). */
  sn: string;
  deviceId: string;
  /** RS485 address on the gateway, 1–247. */
  deviceAddr: number;
  depId: number;
  type: string;
  capacity: number;
  digitCount: number;
  highWarning: number;
  lowWarning: number;
  maxWeight: number;
  diffValue: number;
  miniValue: number;
  shortValue: number;
  shortDuration: number;
  selectStatus: '0' | '1';
  builtTime: string;
  remark: string;
  delFlag: '0' | '2';
  createBy: string;
  createTime: string;
  updateBy?: string;
  updateTime?: string;
}

/** A refill; weights in kg. */
export interface TowerRecordRow {
  id: number;
  towerId: string;
  location: string;
  netId: string;
  deviceId: string;
  startDatetime: string;
  endDatetime: string;
  firstWeight: number;
  balanceWeight: number;
  /** Consumption of the cycle this refill closes (domain.md §4.1, interpretation A). */
  consumeWeight: number;
  /** balance − first. */
  refillWeight: number;
  image: string;
  source: 'AUTO' | 'MANUAL';
  remark: string;
  createBy: string;
  createTime: string;
  updateBy?: string;
  updateTime?: string;
}

export type TowerExceptionType =
  'SUDDEN_DROP' | 'SPIKE' | 'OUT_OF_RANGE' | 'STUCK' | 'OFFLINE' | 'HIGH_LEVEL' | 'LOW_LEVEL';

export interface TowerExceptionRow extends Omit<TowerRecordRow, 'refillWeight' | 'source'> {
  type: TowerExceptionType;
  reason: string;
}

/** The detection's guessed parameters for the seed (domain.md §2.2, G fields); des/DeviceArith shows them. */
export const SEED_TUNING: Omit<DetectionTuning, 'sampleInterval' | 'avgDailyConsumption'> = {
  stuckDuration: 14_400,
  settleSamples: 2,
};

/** Exception types the history keeps; level alarms are live state (monitor), not records. */
export const RECORDED_EXCEPTIONS: readonly TowerExceptionType[] = [
  'SUDDEN_DROP',
  'SPIKE',
  'OUT_OF_RANGE',
  'STUCK',
  'OFFLINE',
];

const FARMS = [
  ['A', '江山一分场'],
  ['B', '江山二分场'],
  ['C', '东湖育肥场'],
  ['D', '西岭种猪场'],
  ['E', '南溪保育场'],
  ['F', '北坡蛋鸡场'],
  ['G', '青石肉鸡场'],
  ['H', '白沙育肥场'],
] as const;
const PIG_FEED = ['育肥料 551', '保育料 552', '乳猪料 550', '妊娠母猪料 553', '哺乳母猪料 554'];
const POULTRY_FEED = ['肉鸡料 511', '蛋鸡料 521', '育雏料 501'];
const SIDES = ['东', '西', '南', '北'];

/** Gateway serial of towers 2k and 2k+1 (IMEI-like, 15 digits). */
export const towerGatewaySerial = (pair: number) => `86234506${String(7780 + pair * 13).padStart(7, '0')}`;

interface TowerSeed {
  rows: TowerInfoRow[];
  profiles: Map<string, TowerProfile>;
  records: TowerRecordRow[];
  exceptions: TowerExceptionRow[];
}

function seedTowerRows(): { rows: TowerInfoRow[]; profiles: Map<string, TowerProfile> } {
  const random = createRandom(41);
  const branches = depts().filter((d) => d.ancestors.split(',').length === 4);
  const farmDepts = [
    ...branches.filter((d) => d.deptName === '技术部'),
    ...branches.filter((d) => d.deptName === '售后服务部'),
  ];
  const rows: TowerInfoRow[] = [];
  const profiles = new Map<string, TowerProfile>();
  FARMS.forEach(([letter, farm], f) => {
    const dept = farmDepts[f % Math.max(1, farmDepts.length)];
    const poultry = farm.includes('鸡');
    for (let n = 1; n <= 5; n++) {
      const index = rows.length;
      const capacity = random.pick([8, 10, 12, 15, 20, 20, 25, 30]);
      const diffValue = random.pick([150, 200, 200, 300]);
      const digitCount = random.bool(0.8) ? 0 : 1;
      const builtDaysAgo = random.int(200, 1500);
      const row: TowerInfoRow = {
        id: index + 1,
        towerId: `LT-${letter}-${String(n).padStart(2, '0')}`,
        location: `${farm} ${Math.ceil(n / 2)} 栋${SIDES[(n - 1) % SIDES.length]}`,
        sn: towerGatewaySerial(index >> 1),
        deviceId: `IND-${String(index + 1).padStart(4, '0')}`,
        deviceAddr: 1 + (index % 2),
        depId: dept?.deptId ?? 100,
        type: random.pick(poultry ? POULTRY_FEED : PIG_FEED),
        capacity,
        digitCount,
        highWarning: Number((capacity * 0.9).toFixed(1)),
        lowWarning: Number((capacity * random.pick([0.15, 0.175, 0.2])).toFixed(1)),
        maxWeight: Number((capacity * 1.1).toFixed(1)),
        diffValue,
        miniValue: random.pick([800, 1000, 1000, 1500]),
        shortValue: diffValue + random.pick([200, 300, 500]),
        shortDuration: random.pick([300, 300, 600]),
        selectStatus: random.bool(0.92) ? '0' : '1',
        builtTime: formatTime(new Date(SEED_EPOCH - builtDaysAgo * DAY)).slice(0, 10),
        remark: random.bool(0.15) ? random.pick(['新塔', '更换过传感器', '靠近料线主管', '冬季结拱注意']) : '',
        delFlag: '0',
        createBy: 'admin',
        createTime: formatTime(new Date(HISTORY_START - random.int(5, Math.min(builtDaysAgo, 400)) * DAY)),
      };
      rows.push(row);
      profiles.set(row.towerId, {
        key: hashString(row.towerId),
        capacityKg: capacity * 1000,
        maxWeightKg: row.maxWeight * 1000,
        digitCount,
        sampleInterval: random.bool(0.75) ? 300 : 600,
        dailyKg: Math.round(capacity * 1000 * random.decimal(0.3, 0.42, 3)),
        gateway: row.sn,
      });
    }
  });
  return { rows, profiles };
}

const kg = (value: number) => Math.round(value * 10) / 10;
const time = (t: number) => formatTime(new Date(t));

/** The stored reason, as the backend writes it (Chinese, like the rest of the data). */
export function exceptionReason(event: TowerEvent, tower: Pick<TowerInfoRow, 'maxWeight'>): string {
  const minutes = Math.round((event.end - event.start) / 60_000);
  switch (event.type) {
    case 'SUDDEN_DROP':
      return `短时骤降 ${kg(event.consumeWeight ?? 0)} kg / ${Math.round((event.end - event.start) / 1000)} s，疑似漏料或人工放料`;
    case 'SPIKE':
      return `瞬时跳变至 ${kg(event.glitchWeight ?? 0)} kg 后恢复，疑似信号干扰`;
    case 'OUT_OF_RANGE':
      return `读数 ${kg(event.firstWeight)} kg 超出量程 0–${tower.maxWeight} t，已忽略`;
    case 'STUCK':
      return `读数 ${kg(event.firstWeight)} kg 持续 ${(minutes / 60).toFixed(1)} 小时未变化，疑似传感器卡滞`;
    case 'OFFLINE':
      return `网关离线 ${minutes} 分钟`;
    case 'HIGH_LEVEL':
      return `高于高位报警`;
    case 'LOW_LEVEL':
      return `低于低位报警`;
    default:
      return '';
  }
}

/**
 * About one record in five has a picture (the truck's delivery note for a refill, the camera's
 * snapshot for an exception), served by the mock under /api/content/profile/tower/ (handlers/tower-photo.ts; only /api/ paths reach the mock).
 */
function photoOf(towerId: string, event: TowerEvent): string {
  if (hashString(`${towerId}:${event.type}:${event.start}`) % 5 !== 0) return '';
  const stamp = time(event.start).replace(/\D/g, '').slice(0, 12);
  return `/api/content/profile/tower/${event.type === 'REFILL' ? 'refill' : 'exception'}/${towerId}-${stamp}.svg`;
}

/** The record rows (id 0) of what `detect` found: refills, and the exception types the history keeps. */
export function eventRows(
  tower: Pick<TowerInfoRow, 'towerId' | 'location' | 'sn' | 'deviceId' | 'maxWeight'>,
  events: readonly TowerEvent[],
): { refills: TowerRecordRow[]; exceptions: TowerExceptionRow[] } {
  const refills: TowerRecordRow[] = [];
  const exceptions: TowerExceptionRow[] = [];
  const base = {
    towerId: tower.towerId,
    location: tower.location,
    netId: tower.sn,
    deviceId: tower.deviceId,
    image: '',
    remark: '',
    createBy: 'system',
  };
  for (const event of events) {
    const common = {
      ...base,
      image: photoOf(tower.towerId, event),
      id: 0,
      startDatetime: time(event.start),
      endDatetime: time(event.end),
      firstWeight: kg(event.firstWeight),
      balanceWeight: kg(event.balanceWeight),
      createTime: time(event.end + 60_000),
    };
    if (event.type === 'REFILL') {
      refills.push({
        ...common,
        consumeWeight: kg(Math.max(0, event.consumeWeight ?? 0)),
        refillWeight: kg(event.refillWeight ?? event.balanceWeight - event.firstWeight),
        source: 'AUTO',
      });
    } else if (RECORDED_EXCEPTIONS.includes(event.type)) {
      exceptions.push({
        ...common,
        consumeWeight: kg(event.consumeWeight ?? 0),
        type: event.type,
        reason: exceptionReason(event, tower),
      });
    }
  }
  return { refills, exceptions };
}

/** What the mock's detection runs with: the tower's own settings and the guessed tuning. */
export function towerDetectionParams(tower: TowerInfoRow, profile: TowerProfile): DetectionParams {
  return detectionParams(
    {
      capacity: Number(tower.capacity),
      maxWeight: Number(tower.maxWeight),
      highWarning: Number(tower.highWarning),
      lowWarning: Number(tower.lowWarning),
      diffValue: Number(tower.diffValue),
      miniValue: Number(tower.miniValue),
      shortValue: Number(tower.shortValue),
      shortDuration: Number(tower.shortDuration),
      digitCount: Number(tower.digitCount) || 0,
    },
    { ...SEED_TUNING, sampleInterval: profile.sampleInterval, avgDailyConsumption: profile.dailyKg },
  );
}

let cached: TowerSeed | undefined;
let cachedRows: { rows: TowerInfoRow[]; profiles: Map<string, TowerProfile> } | undefined;

/** The seeded towers and their simulation profiles (cheap: no detection). */
export function seededTowers(): { rows: TowerInfoRow[]; profiles: Map<string, TowerProfile> } {
  cachedRows ??= seedTowerRows();
  return cachedRows;
}

/**
 * Runs the simulation and the detection once per session; tables get copies. Only seeding the
 * record tables needs it (seconds of work): profiles come from `seededTowers`.
 */
export function towerSeed(): TowerSeed {
  if (cached) return cached;
  const { rows, profiles } = seededTowers();
  const refills: TowerRecordRow[] = [];
  const exceptions: TowerExceptionRow[] = [];
  for (const tower of rows) {
    const profile = profiles.get(tower.towerId);
    if (!profile) continue;
    const samples = samplesOf(profile, HISTORY_START, HISTORY_END);
    const params = towerDetectionParams(tower, profile);
    const cycles = cyclesOf(profile, HISTORY_END);
    const { events } = detect(samples, params, {
      previousRefillBalance: cycles[cycleIndexAt(cycles, HISTORY_START)].top,
    });
    const found = eventRows(tower, events);
    refills.push(...found.refills);
    exceptions.push(...found.exceptions);
  }
  const byStart = (a: { startDatetime: string; towerId: string }, b: { startDatetime: string; towerId: string }) =>
    a.startDatetime.localeCompare(b.startDatetime) || a.towerId.localeCompare(b.towerId);
  refills.sort(byStart).forEach((row, i) => (row.id = i + 1));
  exceptions.sort(byStart).forEach((row, i) => (row.id = i + 1));
  cached = { rows, profiles, records: refills, exceptions };
  return cached;
}

/** The simulation profile of a tower: the seeded one, or one derived from the row for a tower added later. */
export function towerProfile(
  tower: Pick<TowerInfoRow, 'towerId' | 'capacity' | 'maxWeight' | 'digitCount' | 'sn'>,
): TowerProfile {
  const seeded = seededTowers().profiles.get(tower.towerId);
  if (seeded) return seeded;
  const key = hashString(tower.towerId);
  const capacityKg = Math.max(1, Number(tower.capacity) || 10) * 1000;
  return {
    key,
    capacityKg,
    maxWeightKg: Math.max(1, Number(tower.maxWeight) || Number(tower.capacity) * 1.1 || 11) * 1000,
    digitCount: Number(tower.digitCount) || 0,
    sampleInterval: 300,
    dailyKg: Math.round(capacityKg * (0.3 + (key % 120) / 1000)),
    gateway: tower.sn || tower.towerId,
  };
}

/** Whether the tower has a simulated raw history (the seeded ones): statistics need it for consumption. */
export function hasHistory(towerId: string): boolean {
  return seededTowers().profiles.has(towerId);
}

/**
 * The record tables and the detection's state as they stand after detecting from the seed up to
 * `until`: worked out when the demo is built (tower-history.ts) so that a fresh browser's first
 * tower answer does not wait for 90 days of simulation and the weeks since. Valid only where the
 * browser keeps the build's time zone, since the seed's epoch and every time string are local.
 */
export interface TowerHistory {
  zone: string;
  historyEnd: number;
  until: number;
  records: TowerRecordRow[];
  exceptions: TowerExceptionRow[];
  states: { towerId: string; resumeAt: number; checkedAt: number }[];
  ids: { table: 'tower_record' | 'tower_exception_record'; last: number }[];
  /** Each seeded tower's cycle ends up to `until`, by simulation profile (tower-sim.ts `cycleEnds`). */
  cycleEnds?: Record<string, number[]>;
}

type HistoryPart = 'records' | 'exceptions' | 'states' | 'ids';

/** The history as JSON text, and the parts of its last parse that no table has taken yet. */
let provided: { text: string; unused: Partial<Pick<TowerHistory, HistoryPart>> } | undefined;

export const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Seeds the record tables from a history built ahead; one for another zone or seed is left aside. */
export function provideTowerHistory(text: string | undefined): boolean {
  const history = text ? (JSON.parse(text) as TowerHistory) : undefined;
  provided =
    text && history?.zone === localZone() && history.historyEnd === HISTORY_END ? { text, unused: history } : undefined;
  provideCycleEnds(provided ? history?.cycleEnds : undefined);
  return provided !== undefined;
}

/**
 * A table's rows from the provided history, or undefined without one. Each part of a parse goes
 * to one table; seeding again (a reset) parses anew, which is cheaper than keeping copies.
 */
export function towerHistoryPart<K extends HistoryPart>(part: K): TowerHistory[K] | undefined {
  if (!provided) return undefined;
  if (!(part in provided.unused)) provided.unused = JSON.parse(provided.text) as TowerHistory;
  const rows = provided.unused[part];
  delete provided.unused[part];
  return rows as TowerHistory[K] | undefined;
}

/** Without a provided history the records are simulated (seconds): worth storing at once. */
const simulated = () => provided === undefined;

export const towers = defineTable<TowerInfoRow>('tower_info', () => structuredClone(seededTowers().rows));
export const towerRecords = defineTable<TowerRecordRow>(
  'tower_record',
  () => towerHistoryPart('records') ?? structuredClone(towerSeed().records),
  { keepSeed: simulated },
);
export const towerExceptions = defineTable<TowerExceptionRow>(
  'tower_exception_record',
  () => towerHistoryPart('exceptions') ?? structuredClone(towerSeed().exceptions),
  { keepSeed: simulated },
);
