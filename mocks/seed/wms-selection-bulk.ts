import { formatTime, SEED_EPOCH } from '../lib/random';
import { capacityCode } from './wms-selection-code';
import { capacityLabel, TYPES, type SensorRow } from './wms-selection-parts';

/*
 * The load cells `__mock.bulk({ sensors })` adds after the seeded ones, made from their position
 * alone (no random stream): cell n is the n-th row of the list's default order (newest first, all
 * newer than the seed), its model ends in `-B` + n (`XB-2P5T-C3-B012345`), and capacities rise
 * with n through the series 1, 1.5, 2, 2.5, 3, 5, 7.5 × 10ᵏ kg (the seed has no 2.5 or 7.5), so the
 * best cell for a scale can lie far down the list.
 */

/** Id of cell n: `BULK_ID_BASE + n`, clear of the seeded ids and of ids created before the bulk. */
export const BULK_ID_BASE = 1_000_000;

/** 1, 1.5, 2, 2.5, 3, 5, 7.5 × 10ᵏ kg from 10 kg to 500 t (the column cells' top). */
export const BULK_CAPACITIES: readonly number[] = Array.from({ length: 5 }, (_, k) =>
  [1, 1.5, 2, 2.5, 3, 5, 7.5].map((step) => step * 10 ** (k + 1)),
)
  .flat()
  .filter((kg) => kg <= 500_000);

const CLASSES = ['C3', 'C3', 'C3', 'C4', 'C2', 'C5', 'C6', 'D1'] as const;
const N_LC: Record<(typeof CLASSES)[number], number> = {
  D1: 1000,
  C2: 2000,
  C3: 3000,
  C4: 4000,
  C5: 5000,
  C6: 6000,
};
const Y = [10000, 15000, 20000, 5000] as const;
/** A month after the seed's last time: cell n was created n seconds before that. */
const NEWEST = SEED_EPOCH + 30 * 24 * 3600 * 1000;

/** Per capacity of the series: its code and label, and the types whose range holds it (ids as seeded). */
const BY_CAPACITY = new Map(
  BULK_CAPACITIES.map((kg) => [
    kg,
    {
      code: capacityCode(kg),
      label: capacityLabel(kg),
      types: TYPES.map((type, index) => ({ type, id: index + 1 })).filter(({ type }) => type[4] <= kg && kg <= type[5]),
    },
  ]),
);

/** The capacity of cell n of `count`: the series rises with n in equal blocks. */
export const bulkCapacity = (n: number, count: number): number =>
  BULK_CAPACITIES[Math.min(BULK_CAPACITIES.length - 1, Math.floor(((n - 1) * BULK_CAPACITIES.length) / count))];

let minute: { key: number; text: string } = { key: NaN, text: '' };

/** `NEWEST` less n seconds; formatted once a minute (100,000 cells are made at once). */
function createTimeOf(n: number): string {
  const time = NEWEST - n * 1000;
  const key = Math.floor(time / 60_000);
  if (key !== minute.key) minute = { key, text: formatTime(new Date(key * 60_000)).slice(0, 17) };
  return `${minute.text}${String(Math.floor(time / 1000) % 60).padStart(2, '0')}`;
}

/** Cell n of `count` (n from 1). */
export function bulkSensor(n: number, count: number): SensorRow {
  const emax = bulkCapacity(n, count);
  const { code, label, types } = BY_CAPACITY.get(emax) ?? { code: '', label: '', types: [] };
  const { type, id: sensorTypeId } = types[n % types.length];
  const [, nameZh, , loadDirection, , , , prefix] = type;
  const accuracyClass = CLASSES[n % CLASSES.length];
  const digital = n % 5 === 3;
  return {
    id: BULK_ID_BASE + n,
    status: n % 20 === 13 ? '1' : '0',
    remark: '',
    createBy: 'admin',
    createTime: createTimeOf(n),
    model: `${prefix}-${code}-${accuracyClass}${digital ? 'D' : ''}-B${String(n).padStart(6, '0')}`,
    name: `${label} ${nameZh}${digital ? '数字' : ''}称重传感器`,
    image: '',
    sensorTypeId,
    signalType: digital ? 'DIGITAL' : 'ANALOG',
    loadDirection,
    emax,
    accuracyClass,
    nLC: N_LC[accuracyClass],
    y: Y[n % Y.length],
    emin: 0,
    pLC: 0.7,
    safeLoad: 150,
    ...(digital ? {} : { ratedOutput: 2, inputResistance: n % 2 === 0 ? 350 : 700 }),
    material: n % 6 === 5 ? 'SS17_4PH' : 'ALLOY_NI',
    ipRating: n % 2 === 0 ? 'IP68' : 'IP67',
    cableLength: n % 3 === 0 ? 10 : 5,
  };
}

export function bulkSensors(count: number): SensorRow[] {
  return Array.from({ length: count }, (_, i) => bulkSensor(i + 1, count));
}
