/**
 * Quartz cron expressions (seconds first, 6 or 7 fields) as the job scheduler reads them: parse with
 * a reason when invalid, and list the next fire times. Days of week are 1 (SUN) to 7 (SAT).
 */

export type CronFieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

export type CronError =
  | { reason: 'empty' }
  | { reason: 'fieldCount'; count: number }
  | { reason: 'dayQuestion' }
  | { reason: 'field'; field: CronFieldName; part: string };

interface FieldRule {
  name: CronFieldName;
  min: number;
  max: number;
  names?: readonly string[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const RULES: readonly FieldRule[] = [
  { name: 'second', min: 0, max: 59 },
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'dayOfMonth', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS },
  { name: 'dayOfWeek', min: 1, max: 7, names: WEEKDAYS },
  { name: 'year', min: 1970, max: 2099 },
];

/** Day-of-month specials: L, L-n, nW, LW. */
type DomSpecial = { kind: 'last'; offset: number } | { kind: 'nearestWeekday'; day: number } | { kind: 'lastWeekday' };
/** Day-of-week specials: nL (last n-day of the month), n#k (k-th n-day). */
type DowSpecial = { kind: 'lastOf'; weekday: number } | { kind: 'nth'; weekday: number; nth: number };

export interface Cron {
  seconds: ReadonlySet<number>;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** Undefined: every year. */
  years?: ReadonlySet<number>;
  /** Exactly one of the day fields is `?` (undefined here). */
  dayOfMonth?: { days: ReadonlySet<number>; specials: readonly DomSpecial[] };
  dayOfWeek?: { days: ReadonlySet<number>; specials: readonly DowSpecial[] };
}

export type CronParse = { ok: true; cron: Cron } | { ok: false; error: CronError };

function numberOf(text: string, rule: FieldRule): number | undefined {
  const named = rule.names?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return named + 1;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= rule.min && n <= rule.max ? n : undefined;
}

/** `*`, `a`, `a-b`, with `/step`; a range may wrap (FRI-MON, 22-2). Adds to `into`; false when invalid. */
function addRange(part: string, rule: FieldRule, into: Set<number>): boolean {
  const pieces = part.split('/');
  if (pieces.length > 2) return false;
  const [base, stepText] = pieces;
  let step = 1;
  if (stepText !== undefined) {
    if (!/^\d{1,4}$/.test(stepText)) return false;
    step = Number(stepText);
    if (step < 1 || step > rule.max) return false;
  }
  let start: number | undefined;
  let end: number | undefined;
  if (base === '*') {
    start = rule.min;
    end = rule.max;
  } else {
    const bounds = base.split('-');
    if (bounds.length > 2) return false;
    start = numberOf(bounds[0], rule);
    // `a/step` runs from a to the end of the field.
    end = bounds.length === 2 ? numberOf(bounds[1], rule) : stepText !== undefined ? rule.max : start;
  }
  if (start === undefined || end === undefined) return false;
  const span = end >= start ? end - start : rule.max - start + 1 + end - rule.min;
  for (let offset = 0; offset <= span; offset += step) {
    const value = start + offset;
    into.add(value > rule.max ? value - (rule.max - rule.min + 1) : value);
  }
  return true;
}

function parseDom(parts: readonly string[], rule: FieldRule): Cron['dayOfMonth'] | undefined {
  const days = new Set<number>();
  const specials: DomSpecial[] = [];
  for (const part of parts) {
    const last = /^L(?:-(\d{1,2}))?$/.exec(part);
    const nearest = /^(\d{1,2})W$/.exec(part);
    if (last) {
      const offset = Number(last[1] ?? 0);
      if (offset > 30) return undefined;
      specials.push({ kind: 'last', offset });
    } else if (part === 'LW') specials.push({ kind: 'lastWeekday' });
    else if (nearest) {
      const day = numberOf(nearest[1], rule);
      if (day === undefined) return undefined;
      specials.push({ kind: 'nearestWeekday', day });
    } else if (!addRange(part, rule, days)) return undefined;
  }
  return { days, specials };
}

function parseDow(parts: readonly string[], rule: FieldRule): Cron['dayOfWeek'] | undefined {
  const days = new Set<number>();
  const specials: DowSpecial[] = [];
  for (const part of parts) {
    const lastOf = /^(\w{1,3})L$/.exec(part);
    const nth = /^(\w{1,3})#([1-5])$/.exec(part);
    if (part === 'L') days.add(7);
    else if (lastOf) {
      const weekday = numberOf(lastOf[1], rule);
      if (weekday === undefined) return undefined;
      specials.push({ kind: 'lastOf', weekday });
    } else if (nth) {
      const weekday = numberOf(nth[1], rule);
      if (weekday === undefined) return undefined;
      specials.push({ kind: 'nth', weekday, nth: Number(nth[2]) });
    } else if (!addRange(part, rule, days)) return undefined;
  }
  return { days, specials };
}

/** Reads a Quartz cron expression; `error` says what is wrong for the message under the field. */
export function parseCron(expression: string): CronParse {
  const text = expression.trim();
  if (text === '') return { ok: false, error: { reason: 'empty' } };
  const fields = text.split(/\s+/);
  if (fields.length < 6 || fields.length > 7)
    return { ok: false, error: { reason: 'fieldCount', count: fields.length } };
  if ((fields[3] === '?') === (fields[5] === '?')) return { ok: false, error: { reason: 'dayQuestion' } };

  const sets: Set<number>[] = [];
  let dayOfMonth: Cron['dayOfMonth'];
  let dayOfWeek: Cron['dayOfWeek'];
  for (let index = 0; index < fields.length; index++) {
    const rule = RULES[index];
    const field = fields[index];
    const fail: CronParse = { ok: false, error: { reason: 'field', field: rule.name, part: field } };
    const parts = field.split(',');
    if (parts.some((p) => p === '')) return fail;
    if (rule.name === 'dayOfMonth' || rule.name === 'dayOfWeek') {
      if (field === '?') continue;
      const parsed = rule.name === 'dayOfMonth' ? parseDom(parts, rule) : parseDow(parts, rule);
      if (!parsed) return fail;
      if (rule.name === 'dayOfMonth') dayOfMonth = parsed as Cron['dayOfMonth'];
      else dayOfWeek = parsed as Cron['dayOfWeek'];
      continue;
    }
    const values = new Set<number>();
    if (!parts.every((part) => addRange(part, rule, values))) return fail;
    sets[index] = values;
  }
  return {
    ok: true,
    cron: {
      seconds: sets[0],
      minutes: sets[1],
      hours: sets[2],
      months: sets[4],
      years: fields.length === 7 ? sets[6] : undefined,
      dayOfMonth,
      dayOfWeek,
    },
  };
}

const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();
const isWeekday = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;

/** The weekday nearest to `day` without leaving the month (Quartz `nW`). */
function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const target = Math.min(day, last);
  const date = new Date(year, month - 1, target);
  if (isWeekday(date)) return target;
  if (date.getDay() === 6) return target === 1 ? 3 : target - 1;
  return target === last ? target - 2 : target + 1;
}

function dayMatches(cron: Cron, date: Date): boolean {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const last = daysInMonth(year, month);
  if (cron.dayOfMonth) {
    const { days, specials } = cron.dayOfMonth;
    if (days.has(day)) return true;
    return specials.some((s) => {
      if (s.kind === 'last') return day === last - s.offset;
      if (s.kind === 'lastWeekday') return day === nearestWeekday(year, month, last);
      return day === nearestWeekday(year, month, s.day);
    });
  }
  if (cron.dayOfWeek) {
    const weekday = date.getDay() + 1;
    const { days, specials } = cron.dayOfWeek;
    if (days.has(weekday)) return true;
    return specials.some((s) => {
      if (s.weekday !== weekday) return false;
      if (s.kind === 'lastOf') return day + 7 > last;
      return Math.ceil(day / 7) === s.nth;
    });
  }
  return false;
}

const firstIn = (set: ReadonlySet<number>, from: number) => {
  let best: number | undefined;
  for (const v of set) if (v >= from && (best === undefined || v < best)) best = v;
  return best;
};

const LAST_YEAR = 2099;

/** The next `count` fire times strictly after `from` (fewer when the expression ends, e.g. a past year). */
export function nextRuns(cron: Cron, from: Date, count = 5): Date[] {
  const runs: Date[] = [];
  const t = new Date(from.getTime());
  t.setMilliseconds(0);
  t.setSeconds(t.getSeconds() + 1);
  // Each pass moves t forward to the next candidate; bounded by the last year Quartz accepts.
  while (runs.length < count && t.getFullYear() <= LAST_YEAR) {
    const year = t.getFullYear();
    if (cron.years && !cron.years.has(year)) {
      const next = firstIn(cron.years, year + 1);
      if (next === undefined) break;
      t.setFullYear(next, 0, 1);
      t.setHours(0, 0, 0);
      continue;
    }
    const month = t.getMonth() + 1;
    if (!cron.months.has(month)) {
      const next = firstIn(cron.months, month + 1);
      // No allowed month left this year: from 1 January the next pass finds the first one.
      if (next === undefined) t.setFullYear(year + 1, 0, 1);
      else t.setMonth(next - 1, 1);
      t.setHours(0, 0, 0);
      continue;
    }
    if (!dayMatches(cron, t)) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0, 0);
      continue;
    }
    const hour = firstIn(cron.hours, t.getHours());
    if (hour === undefined) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0, 0);
      continue;
    }
    if (hour !== t.getHours()) {
      t.setHours(hour, 0, 0);
      continue;
    }
    const minute = firstIn(cron.minutes, t.getMinutes());
    if (minute === undefined) {
      t.setHours(t.getHours() + 1, 0, 0);
      continue;
    }
    if (minute !== t.getMinutes()) {
      t.setMinutes(minute, 0);
      continue;
    }
    const second = firstIn(cron.seconds, t.getSeconds());
    if (second === undefined) {
      t.setMinutes(t.getMinutes() + 1, 0);
      continue;
    }
    t.setSeconds(second);
    runs.push(new Date(t.getTime()));
    t.setSeconds(t.getSeconds() + 1);
  }
  return runs;
}
