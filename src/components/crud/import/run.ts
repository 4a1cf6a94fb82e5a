import { env } from '@/config/env';
import { ApiError, isCanceled, type Id, type PageQuery } from '@/api/types';
import type { CrudApi } from '../define-resource';

/** Requests in flight at once during an import. */
export const IMPORT_CONCURRENCY = 4;

/**
 * Each request's time limit: four sent at once wait behind each other at a server that takes them
 * one at a time, so each gets the client's limit four times over (Cancel stops a stuck import).
 */
const ROW_TIMEOUT_MS = () => env.requestTimeoutMs * IMPORT_CONCURRENCY;

export type RowOutcome =
  { rowNumber: number; result: 'created' | 'updated' } | { rowNumber: number; result: 'failed'; message: string };

export interface ImportProgress {
  total: number;
  done: number;
  failed: number;
}

export interface ImportJob {
  rows: readonly { rowNumber: number; record: Record<string, unknown> }[];
  api: Pick<CrudApi<object>, 'create' | 'update' | 'page'>;
  idKey: string;
  /** With "update existing": the field whose value finds the record to update. */
  updateBy?: string;
  /** Stops the import: no further row starts; the rows in flight finish. */
  signal: AbortSignal;
  onRow: (outcome: RowOutcome, progress: ImportProgress) => void;
  /** The message of a failure that is no server answer (a bug, a dropped connection). */
  unknownFailure: string;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;

/** The id of the record whose `field` is exactly `value`, asked of the list's own search. */
async function existingId(job: ImportJob, field: string, value: unknown): Promise<Id | undefined> {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const page = await job.api.page({ page: 1, limit: 50, [field]: text } as PageQuery, {
    silent: true,
    timeout: ROW_TIMEOUT_MS(),
  });
  const match = page.list.find((row) => String((row as Record<string, unknown>)[field] ?? '').trim() === text);
  const id = match ? (match as Record<string, unknown>)[job.idKey] : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/**
 * Saves the rows, at most `IMPORT_CONCURRENCY` at a time: each is created (`POST {res}`), or with
 * `updateBy` updated when a record with its key exists (`PUT {res}`). A failure is that row's result
 * and stops nothing else; nothing done is undone. Stopping (the signal: Cancel, or the dialog gone)
 * starts no further row; the rows already sent are not aborted but awaited, so each row's result is
 * what the server did with it (an aborted write may still have been saved). Resolves with every
 * started row's outcome.
 */
export async function runImport(job: ImportJob): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  const progress: ImportProgress = { total: job.rows.length, done: 0, failed: 0 };
  let next = 0;
  const saveOne = async (row: ImportJob['rows'][number]): Promise<RowOutcome> => {
    try {
      const id = job.updateBy ? await existingId(job, job.updateBy, row.record[job.updateBy]) : undefined;
      if (id !== undefined && job.api.update) {
        await job.api.update({ ...row.record, [job.idKey]: id }, { silent: true, timeout: ROW_TIMEOUT_MS() });
        return { rowNumber: row.rowNumber, result: 'updated' };
      }
      if (!job.api.create) throw new Error(job.unknownFailure);
      await job.api.create(row.record, { silent: true, timeout: ROW_TIMEOUT_MS() });
      return { rowNumber: row.rowNumber, result: 'created' };
    } catch (error) {
      return { rowNumber: row.rowNumber, result: 'failed', message: messageOf(error, job.unknownFailure) };
    }
  };
  const worker = async () => {
    while (!job.signal.aborted && next < job.rows.length) {
      const row = job.rows[next++];
      const outcome = await saveOne(row);
      outcomes.push(outcome);
      progress.done += 1;
      if (outcome.result === 'failed') progress.failed += 1;
      job.onRow(outcome, { ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, job.rows.length) }, worker));
  return outcomes.sort((a, b) => a.rowNumber - b.rowNumber);
}

/** `POST valid` for each row, at most `IMPORT_CONCURRENCY` at a time: the refusal per row number. */
export async function validateRows(
  rows: readonly { rowNumber: number; record: Record<string, unknown> }[],
  valid: NonNullable<CrudApi<object>['valid']>,
  signal: AbortSignal,
  onDone: (checked: number) => void,
  unknownFailure: string,
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  let next = 0;
  let checked = 0;
  const worker = async () => {
    while (!signal.aborted && next < rows.length) {
      const row = rows[next++];
      try {
        await valid(row.record, { signal, silent: true, timeout: ROW_TIMEOUT_MS() });
      } catch (error) {
        if (isCanceled(error) || signal.aborted) return;
        refusals.set(row.rowNumber, messageOf(error, unknownFailure));
      }
      checked += 1;
      onDone(checked);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, rows.length) }, worker));
  return refusals;
}
