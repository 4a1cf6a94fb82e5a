import { defineTable } from '../db';
import { createRandom, formatTime, SEED_EPOCH } from '../lib/random';
import { depts } from './system';

export interface TowerInfoRow {
  id: number;
  towerId: string;
  location: string;
  sn: string;
  deviceId: string;
  deviceAddr: string;
  depId: number;
  depName: string;
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
  createTime: string;
  remark: string;
  delFlag: '0';
}

export interface TowerRecordRow {
  id: number;
  towerId: string;
  location: string;
  netId: string;
  startDatetime: string;
  endDatetime: string;
  firstWeight: number;
  balanceWeight: number;
  consumeWeight: number;
  image: string;
  deviceId: string;
  createTime: string;
}

export interface TowerExceptionRow extends TowerRecordRow {
  reason: string;
}

const MATERIALS = ['乳猪料', '保育料', '育肥料', '母猪料', '肉鸡料', '蛋鸡料'];
const FARMS = ['一号猪场', '二号猪场', '三号鸡场', '种猪场', '育肥基地'];
export const EXCEPTION_REASONS = ['重量突降', '重量突增', '超出量程', '数值停滞', '设备离线'];

export const towers = defineTable<TowerInfoRow>('tower_info', () => {
  const random = createRandom(41);
  const deptRows = depts().filter((d) => d.ancestors.split(',').length >= 3);
  return Array.from({ length: 40 }, (_, index) => {
    const dept = deptRows[index % Math.max(1, deptRows.length)];
    const capacity = random.pick([8, 10, 12, 15, 20, 30]);
    return {
      id: index + 1,
      towerId: `LT${String(index + 1).padStart(4, '0')}`,
      location: `${random.pick(FARMS)} ${1 + (index % 8)}号塔`,
      sn: `GW${String(1000 + (index >> 1)).padStart(6, '0')}`,
      deviceId: `IND-${String(index + 1).padStart(5, '0')}`,
      deviceAddr: String(1 + (index % 2)),
      depId: dept?.deptId ?? 100,
      depName: dept?.deptName ?? '',
      type: random.pick(MATERIALS),
      capacity,
      digitCount: 2,
      highWarning: Number((capacity * 0.9).toFixed(1)),
      lowWarning: Number((capacity * 0.15).toFixed(1)),
      maxWeight: capacity,
      diffValue: 500,
      miniValue: 200,
      shortValue: 300,
      shortDuration: 120,
      selectStatus: random.bool(0.9) ? '0' : '1',
      builtTime: formatTime(new Date(SEED_EPOCH - random.int(200, 900) * 86400_000)),
      createTime: formatTime(new Date(SEED_EPOCH - random.int(100, 200) * 86400_000)),
      remark: '',
      delFlag: '0',
    };
  });
});

/** About 90 days of refills: each tower drains a few hundred kg an hour and is refilled near its low level. */
export const towerRecords = defineTable<TowerRecordRow>('tower_record', () => {
  const random = createRandom(42);
  const rows: TowerRecordRow[] = [];
  for (const tower of towers()) {
    let time = SEED_EPOCH - 90 * 86400_000;
    let weight = tower.capacity * 0.6;
    while (time < SEED_EPOCH && rows.length < 2400) {
      const hours = random.int(40, 110);
      const consume = Number(Math.min(weight - tower.lowWarning * 0.5, (hours * random.int(25, 60)) / 1000).toFixed(2));
      time += hours * 3600_000;
      const firstWeight = Number((weight - consume).toFixed(2));
      const refill = Number((tower.capacity * random.decimal(0.5, 0.75)).toFixed(2));
      const balanceWeight = Number(Math.min(tower.capacity, firstWeight + refill).toFixed(2));
      rows.push({
        id: rows.length + 1,
        towerId: tower.towerId,
        location: tower.location,
        netId: tower.sn,
        startDatetime: formatTime(new Date(time)),
        endDatetime: formatTime(new Date(time + random.int(15, 50) * 60_000)),
        firstWeight,
        balanceWeight,
        consumeWeight: Math.max(0, consume),
        image: '',
        deviceId: tower.deviceId,
        createTime: formatTime(new Date(time + 3600_000)),
      });
      weight = balanceWeight;
    }
  }
  return rows.sort((a, b) => b.startDatetime.localeCompare(a.startDatetime)).map((row, i) => ({ ...row, id: i + 1 }));
});

export const towerExceptions = defineTable<TowerExceptionRow>('tower_exception_record', () => {
  const random = createRandom(43);
  const all = towers();
  return Array.from({ length: 300 }, (_, index) => {
    const tower = random.pick(all);
    const time = SEED_EPOCH - random.int(0, 90 * 24 * 3600) * 1000;
    const firstWeight = random.decimal(0.5, tower.capacity);
    const balanceWeight = random.decimal(0, tower.capacity);
    return {
      id: index + 1,
      towerId: tower.towerId,
      location: tower.location,
      netId: tower.sn,
      startDatetime: formatTime(new Date(time)),
      endDatetime: formatTime(new Date(time + random.int(1, 30) * 60_000)),
      firstWeight,
      balanceWeight,
      consumeWeight: Number(Math.abs(firstWeight - balanceWeight).toFixed(2)),
      image: '',
      deviceId: tower.deviceId,
      createTime: formatTime(new Date(time)),
      reason: random.pick(EXCEPTION_REASONS),
    };
  }).sort((a, b) => b.startDatetime.localeCompare(a.startDatetime));
});
