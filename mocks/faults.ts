import { delay, http, HttpResponse } from 'msw';
import { store } from './lib/storage';

/**
 * A fault rule of CONTRACT.md, read from `localStorage['mock:faults']` before every request.
 * Beyond the contract's fields, `body` answers with a raw body instead of an envelope, for bad-data
 * tests (invariant 10): e.g. `{ path: 'deposts/page', body: { code: 200, data: { list: null } } }`.
 * A `status` without a body (204, 205, 304) answers with an empty body.
 */
export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  code?: number;
  msg?: string;
  delayMs?: number;
  network?: boolean;
  times?: number;
  /**
   * Holds each request it hits until `__mock.release()` (then the rest of the rule applies, or the
   * real handler answers): a test catches requests in flight whatever the machine's speed.
   */
  hold?: boolean;
  /** Extra response headers of a `status` or `code` answer, e.g. `{ 'Retry-After': '30' }` with status 429. */
  headers?: Record<string, string>;
  /**
   * The whole answer, sent as it is (HTTP `status`, default 200): a string as text (`''` is an empty
   * body), anything else as JSON, e.g. `{ code: 200, data: { list: [null], total: 'abc' } }`.
   */
  body?: unknown;
}

/** Statuses whose answer can carry no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export const FAULTS_KEY = 'mock:faults';

export function readFaults(): FaultRule[] {
  try {
    const parsed: unknown = JSON.parse(store().get(FAULTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((r): r is FaultRule => typeof r === 'object' && r !== null && typeof r.path === 'string')
      : [];
  } catch {
    return [];
  }
}

function writeFaults(rules: FaultRule[]): void {
  if (rules.length === 0) store().remove(FAULTS_KEY);
  else store().set(FAULTS_KEY, JSON.stringify(rules));
}

export function addFault(rule: FaultRule): void {
  writeFaults([...readFaults(), rule]);
}

export function clearFaults(): void {
  writeFaults([]);
}

/** `path` matches the full path or the path below /api/admin, exactly or up to a trailing `*`. */
export function pathMatches(rulePath: string, pathname: string): boolean {
  const candidates = [pathname, pathname.replace(/^\/api\/admin/, ''), pathname.replace(/^\/api\/admin\//, '')];
  if (rulePath.endsWith('*')) {
    const prefix = rulePath.slice(0, -1);
    return candidates.some((c) => c.startsWith(prefix));
  }
  return candidates.includes(rulePath);
}

/** Finds the first matching rule and uses up one of its `times`. */
export function takeFault(method: string, pathname: string): FaultRule | undefined {
  const rules = readFaults();
  const index = rules.findIndex(
    (r) => (!r.method || r.method.toUpperCase() === method.toUpperCase()) && pathMatches(r.path, pathname),
  );
  if (index < 0) return undefined;
  const rule = rules[index];
  if (typeof rule.times === 'number') {
    if (rule.times <= 1) rules.splice(index, 1);
    else rules[index] = { ...rule, times: rule.times - 1 };
    writeFaults(rules);
  }
  return rule;
}

/** The requests a `hold` rule is holding (in memory: a reload lets them go with the page). */
const held = new Set<() => void>();

function holdRequest(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const letGo = () => {
      held.delete(letGo);
      signal.removeEventListener('abort', letGo);
      resolve();
    };
    held.add(letGo);
    signal.addEventListener('abort', letGo);
  });
}

/** How many requests are held now. */
export const heldCount = (): number => held.size;

/** Drops every `hold` rule, then lets the held requests go on; says how many there were. */
export function releaseHeld(): number {
  writeFaults(readFaults().filter((r) => !r.hold));
  const waiting = [...held];
  for (const letGo of waiting) letGo();
  return waiting.length;
}

/** A rule's `headers`, string values only (the rule comes from localStorage, typed by hand). */
function faultHeaders(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {};
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * An answer kept in memory, for figures that need more than localStorage holds (a 10,000-row list,
 * a file of tens of MB): `body` answers HTTP 200 with that JSON; `file` streams that many bytes as
 * an attachment over `streamMs` (with its Content-Length), stopping when the call is canceled.
 * Gone on reload and on reset.
 */
export interface AnswerRule {
  method?: string;
  path: string;
  times?: number;
  delayMs?: number;
  body?: unknown;
  file?: { bytes: number; streamMs: number; name: string };
}

let answers: AnswerRule[] = [];

export function addAnswer(rule: AnswerRule): void {
  answers.push(rule);
}

export function clearAnswers(): void {
  answers = [];
}

function takeAnswer(method: string, pathname: string): AnswerRule | undefined {
  const index = answers.findIndex(
    (r) => (!r.method || r.method.toUpperCase() === method.toUpperCase()) && pathMatches(r.path, pathname),
  );
  if (index < 0) return undefined;
  const rule = answers[index];
  if (typeof rule.times === 'number') {
    if (rule.times <= 1) answers.splice(index, 1);
    else answers[index] = { ...rule, times: rule.times - 1 };
  }
  return rule;
}

const FILE_CHUNK = 256 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function streamedFile(file: NonNullable<AnswerRule['file']>, signal: AbortSignal): Response {
  const pause = file.streamMs / Math.max(1, Math.ceil(file.bytes / FILE_CHUNK));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const push = () => {
        if (signal.aborted) return;
        const size = Math.min(FILE_CHUNK, file.bytes - sent);
        try {
          controller.enqueue(new Uint8Array(size));
        } catch {
          return;
        }
        sent += size;
        if (sent >= file.bytes) controller.close();
        else timer = setTimeout(push, pause);
      };
      timer = setTimeout(push, pause);
      signal.addEventListener('abort', () => clearTimeout(timer));
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new HttpResponse(stream, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Length': String(file.bytes),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
}

/** Runs first: answers from memory or with the fault, delays and falls through, or does nothing. */
export const faultHandler = http.all(/\/api\/(admin|content)\//, async ({ request }) => {
  const answer = takeAnswer(request.method, new URL(request.url).pathname);
  if (answer) {
    if (answer.delayMs) await delay(answer.delayMs);
    if (answer.file) return streamedFile(answer.file, request.signal);
    return HttpResponse.json(answer.body ?? { code: 200 });
  }
  const rule = takeFault(request.method, new URL(request.url).pathname);
  if (!rule) return undefined;
  if (rule.hold) await holdRequest(request.signal);
  if (rule.delayMs) await delay(rule.delayMs);
  if (rule.network) return HttpResponse.error();
  const headers = faultHeaders(rule.headers);
  const status = typeof rule.status === 'number' && rule.status > 0 ? rule.status : undefined;
  if (status && NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status, headers });
  if ('body' in rule) {
    const init = { status: status ?? 200, headers };
    if (typeof rule.body === 'string') return HttpResponse.text(rule.body, init);
    // The rule came out of JSON.parse, so its body is JSON; HttpResponse.json only wants it typed so.
    return new HttpResponse(JSON.stringify(rule.body ?? null), {
      ...init,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  }
  if (rule.status)
    return HttpResponse.json(
      { code: rule.status, msg: rule.msg ?? `HTTP ${rule.status}` },
      { status: rule.status, headers },
    );
  if (rule.code !== undefined) return HttpResponse.json({ code: rule.code, msg: rule.msg ?? '' }, { headers });
  return undefined;
});
