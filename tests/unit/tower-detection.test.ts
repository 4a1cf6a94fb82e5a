import { describe, expect, it } from 'vitest';
import {
  daysRemaining,
  detect,
  detectionParams,
  periodConsumption,
  rawToKg,
  type TowerEvent,
  type TowerEventType,
  type WeightSample,
} from '@/lib/tower/detection';

/** domain.md §4.4: tower LT-A-03 on 2024-05-10, one sample every 300 s. */
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(2024, 4, 10, h, m).getTime();
};
const series = (points: [string, number][]): WeightSample[] =>
  points.map(([time, weight]) => ({ time: at(time), weight }));

const LT_A_03 = detectionParams(
  {
    capacity: 20,
    maxWeight: 22,
    highWarning: 18,
    lowWarning: 3.5,
    diffValue: 200,
    miniValue: 1000,
    shortValue: 500,
    shortDuration: 300,
    digitCount: 0,
  },
  { sampleInterval: 300, hysteresis: 200, avgDailyConsumption: 2400 },
);

const MAIN: [string, number][] = [
  ['08:00', 3120],
  ['08:05', 3113],
  ['08:10', 3105],
  ['08:15', 3420],
  ['08:20', 6850],
  ['08:25', 10310],
  ['08:30', 13790],
  ['08:35', 15200],
  ['08:40', 15212],
  ['08:45', 15205],
  ['08:50', 15198],
  ['08:55', 14610],
  ['09:00', 14603],
  ['09:05', 14596],
  ['09:10', 14850],
  ['09:15', 14589],
];

const ofType = (events: TowerEvent[], type: TowerEventType) => events.filter((e) => e.type === type);

describe('tower detection: the worked example of domain.md §4.4', () => {
  const { events, discarded } = detect(series(MAIN), LT_A_03, { previousRefillBalance: 9105 });

  it('finds one refill 08:10–08:40 from 3 105 to 15 212 kg, closing a cycle that used 6 000 kg', () => {
    expect(ofType(events, 'REFILL')).toEqual([
      {
        type: 'REFILL',
        start: at('08:10'),
        end: at('08:40'),
        firstWeight: 3105,
        balanceWeight: 15212,
        refillWeight: 12107,
        consumeWeight: 6000,
      },
    ]);
    const refill = ofType(events, 'REFILL')[0];
    expect((refill.end - refill.start) / 1000).toBe(1800);
  });

  it('finds the sudden drop of 588 kg between 08:50 and 08:55', () => {
    expect(ofType(events, 'SUDDEN_DROP')).toEqual([
      {
        type: 'SUDDEN_DROP',
        start: at('08:50'),
        end: at('08:55'),
        firstWeight: 15198,
        balanceWeight: 14610,
        consumeWeight: 588,
      },
    ]);
  });

  it('raises the low-level alarm at 08:00 and clears it at 08:20; no high level', () => {
    expect(ofType(events, 'LOW_LEVEL')).toEqual([
      {
        type: 'LOW_LEVEL',
        start: at('08:00'),
        end: at('08:20'),
        firstWeight: 3120,
        balanceWeight: 6850,
        consumeWeight: 0,
      },
    ]);
    expect(ofType(events, 'HIGH_LEVEL')).toEqual([]);
  });

  it('discards the 09:05–09:15 rise (added −7 kg) and records nothing else', () => {
    expect(discarded).toEqual([{ start: at('09:05'), end: at('09:15'), firstWeight: 14596, balanceWeight: 14589 }]);
    expect(events.map((e) => e.type)).toEqual(['LOW_LEVEL', 'REFILL', 'SUDDEN_DROP']);
  });

  it('gives 50 kg of consumption for 08:00–09:15 and 6.08 days remaining at 2 400 kg/d', () => {
    const refill = ofType(events, 'REFILL')[0];
    const drop = ofType(events, 'SUDDEN_DROP')[0];
    const consumption = periodConsumption({
      opening: 3120,
      closing: 14589,
      refillWeight: refill.refillWeight ?? 0,
      dropLoss: drop.consumeWeight ?? 0,
    });
    expect(consumption).toBe(50);
    // Cross-check: the normal decrements outside the refill and the drop.
    expect(consumption).toBe(15 + 14 + 14 + 7);
    expect(daysRemaining(14589, 2400)).toBeCloseTo(6.08, 2);
    expect(daysRemaining(14589, 0)).toBeUndefined();
  });

  it('leaves the refill consumption open without a previous refill', () => {
    const alone = detect(series(MAIN), LT_A_03);
    expect(ofType(alone.events, 'REFILL')[0].consumeWeight).toBeUndefined();
  });
});

describe('tower detection: the variants of §4.4', () => {
  it('spike: a dip that comes back is one SPIKE, no drop, and the glitch leaves the history', () => {
    const { events } = detect(
      series([
        ['08:45', 15205],
        ['08:50', 15198],
        ['08:55', 14610],
        ['09:00', 15191],
        ['09:05', 15184],
      ]),
      LT_A_03,
    );
    expect(events).toEqual([
      {
        type: 'SPIKE',
        start: at('08:50'),
        end: at('09:00'),
        firstWeight: 15198,
        balanceWeight: 15191,
        consumeWeight: 0,
        glitchWeight: 14610,
      },
    ]);
  });

  it('stuck: a constant reading for 4 h from 09:15 is STUCK at 13:15', () => {
    const flat: [string, number][] = [];
    for (let minutes = 9 * 60 + 15; minutes <= 13 * 60 + 15; minutes += 5) {
      flat.push([`${Math.floor(minutes / 60)}:${minutes % 60}`, 14589]);
    }
    const { events } = detect(series(flat), LT_A_03);
    expect(events).toEqual([
      {
        type: 'STUCK',
        start: at('09:15'),
        end: at('13:15'),
        firstWeight: 14589,
        balanceWeight: 14589,
        consumeWeight: 0,
        ongoing: true,
      },
    ]);
    // One sample short of the window: not yet.
    expect(detect(series(flat.slice(0, -1)), LT_A_03).events).toEqual([]);
    // Without an expected consumption there is nothing to compare with.
    expect(detect(series(flat), { ...LT_A_03, avgDailyConsumption: undefined }).events).toEqual([]);
  });

  it('stuck then moving: the record ends where the value moves, and the catch-up is no sudden drop', () => {
    const flat: [string, number][] = [];
    for (let minutes = 9 * 60 + 15; minutes <= 14 * 60; minutes += 5) {
      flat.push([`${Math.floor(minutes / 60)}:${minutes % 60}`, 14589]);
    }
    const { events } = detect(series([...flat, ['14:05', 13900], ['14:10', 13893]]), LT_A_03);
    expect(events).toEqual([
      {
        type: 'STUCK',
        start: at('09:15'),
        end: at('14:00'),
        firstWeight: 14589,
        balanceWeight: 14589,
        consumeWeight: 0,
      },
    ]);
  });

  it('out of range: a raw 0xFFFF is one OUT_OF_RANGE, ignored, and starts no refill', () => {
    expect(rawToKg(65535, 0)).toBe(65535);
    expect(rawToKg(123456, 2)).toBe(1234.56);
    expect(rawToKg(15, 1, 't')).toBe(1500);
    const { events } = detect(
      series([
        ['08:45', 15205],
        ['08:50', rawToKg(65535, 0)],
        ['08:55', 15191],
        ['09:00', 15184],
      ]),
      LT_A_03,
    );
    expect(events).toEqual([
      {
        type: 'OUT_OF_RANGE',
        start: at('08:50'),
        end: at('08:50'),
        firstWeight: 65535,
        balanceWeight: 65535,
        consumeWeight: 0,
      },
    ]);
  });

  it('offline: no sample between 13:15 and 14:00 (timeout 900 s) is OFFLINE, and the change across it is no drop', () => {
    const { events } = detect(
      series([
        ['13:10', 14600],
        ['13:15', 14589],
        ['14:00', 13950],
        ['14:05', 13943],
      ]),
      LT_A_03,
    );
    expect(LT_A_03.offlineTimeout).toBe(900);
    expect(events).toEqual([
      {
        type: 'OFFLINE',
        start: at('13:15'),
        end: at('14:00'),
        firstWeight: 14589,
        balanceWeight: 13950,
        consumeWeight: 0,
      },
    ]);
  });
});

describe('tower detection: the additions of §4.3', () => {
  it('merges a delivery paused for one sample into one refill', () => {
    const { events } = detect(
      series([
        ['10:00', 3000],
        ['10:05', 2995],
        ['10:10', 6400],
        ['10:15', 6410],
        ['10:20', 9800],
        ['10:25', 9805],
      ]),
      LT_A_03,
      { previousRefillBalance: 9000 },
    );
    expect(ofType(events, 'REFILL')).toEqual([
      expect.objectContaining({
        start: at('10:05'),
        end: at('10:25'),
        firstWeight: 2995,
        balanceWeight: 9805,
        refillWeight: 6810,
        consumeWeight: 9000 - 2995,
      }),
    ]);
  });

  it('subtracts sudden-drop losses from the next refill’s cycle consumption', () => {
    const { events } = detect(
      series([
        ['10:00', 8000],
        ['10:05', 7990],
        ['10:10', 7000],
        ['10:15', 6990],
        ['10:20', 10000],
        ['10:25', 10005],
      ]),
      LT_A_03,
      { previousRefillBalance: 9000 },
    );
    expect(ofType(events, 'SUDDEN_DROP')[0].consumeWeight).toBe(990);
    expect(ofType(events, 'REFILL')[0].consumeWeight).toBe(9000 - 6990 - 990);
  });

  it('derives the guessed parameters from the tower and the sample interval', () => {
    const params = detectionParams(
      {
        capacity: 30,
        maxWeight: 33,
        highWarning: 27,
        lowWarning: 5,
        diffValue: 150,
        miniValue: 800,
        shortValue: 400,
        shortDuration: 600,
      },
      { sampleInterval: 600 },
    );
    expect(params).toMatchObject({
      capacity: 30000,
      maxWeight: 33000,
      lowWarning: 5000,
      hysteresis: 300,
      offlineTimeout: 1800,
      refillMergeGap: 1200,
      stuckDuration: 14400,
      settleSamples: 2,
      digitCount: 0,
    });
  });

  it('raises the high level with hysteresis and reports an alarm still open at the end', () => {
    const { events } = detect(
      series([
        ['10:00', 17990],
        ['10:05', 18010],
        ['10:10', 17900],
        ['10:15', 17750],
        ['10:20', 17740],
      ]),
      { ...LT_A_03, lowWarning: -1 },
    );
    expect(events).toEqual([
      expect.objectContaining({ type: 'HIGH_LEVEL', start: at('10:05'), end: at('10:15'), balanceWeight: 17750 }),
    ]);
    const open = detect(series([['10:00', 3000]]), LT_A_03).events;
    expect(open).toEqual([expect.objectContaining({ type: 'LOW_LEVEL', ongoing: true })]);
  });
});
