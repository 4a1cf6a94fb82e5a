import { saveAs } from 'file-saver';
import { env } from '@/config/env';
import { useLoadingMask } from '@/stores/loading-mask';
import { fileSize } from '@/utils/number';
import { feedback } from '@/lib/feedback/feedback';
import { t } from '@/lib/i18n';
import { http, statusMessage } from './client';
import { downloadFilename, safeFilename } from './filename';
import { ApiError, type Envelope, type QueryValue } from './types';

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  /** GET query, or the form fields of a POST (sent form-encoded). */
  params?: Record<string, QueryValue>;
  /** Used when the response names no file. */
  filename: string;
  /** Saves under `filename` even when the response names a file (exports are named after the list and the day). */
  keepFilename?: boolean;
}

/** Form-encodes a flat object, leaving out empty values. */
export function toFormBody(params: Record<string, QueryValue> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    body.append(key, String(value));
  }
  return body;
}

function envelopeText(envelope: Envelope): string {
  const code = typeof envelope.code === 'number' ? envelope.code : undefined;
  if (code === 401 || code === 403 || code === 404) return statusMessage(code);
  return (typeof envelope.msg === 'string' && envelope.msg) || statusMessage(code);
}

async function readErrorEnvelope(blob: Blob): Promise<string> {
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    return typeof parsed === 'object' && parsed !== null ? envelopeText(parsed as Envelope) : statusMessage(undefined);
  } catch {
    return statusMessage(undefined);
  }
}

/** Small answers without a file type are read: a server that mislabels its error envelope still gets it shown. */
const SNIFF_LIMIT = 64 * 1024;

/** A JSON error envelope (`{ code: 500, msg }`) in a body not labelled as JSON; undefined if it is none. */
async function sniffEnvelope(blob: Blob): Promise<string | undefined> {
  if (blob.size > SNIFF_LIMIT) return undefined;
  const type = blob.type.split(';')[0].trim().toLowerCase();
  if (type !== '' && type !== 'text/plain' && type !== 'application/octet-stream') return undefined;
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const code = (parsed as Envelope).code;
    return typeof code === 'number' && code !== 200 ? envelopeText(parsed as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/** Why this answer is no file to save, or undefined when it is one. */
async function refusal(blob: Blob, headers: Record<string, unknown>): Promise<string | undefined> {
  const type = blob.type.toLowerCase();
  const disposition = typeof headers['content-disposition'] === 'string' ? headers['content-disposition'] : '';
  const attachment = /^\s*attachment\b/i.test(disposition);
  if (type.includes('application/json')) return readErrorEnvelope(blob);
  // A proxy's or the server's error page; an HTML file sent as an attachment is a file like any other.
  if (!attachment && (type.startsWith('text/html') || type.startsWith('application/xhtml+xml')))
    return t('errors:download.errorPage');
  if (blob.size === 0) return t('errors:download.empty');
  // A stream cut off on the way. With a content coding the length counts the compressed bytes.
  const length = Number(headers['content-length']);
  const coding = typeof headers['content-encoding'] === 'string' ? headers['content-encoding'].trim() : '';
  if (Number.isFinite(length) && length > blob.size && (coding === '' || coding === 'identity'))
    return t('errors:download.truncated');
  return attachment ? undefined : sniffEnvelope(blob);
}

/**
 * Saves a file the console made itself (an import template, the rows that failed) the way downloads
 * are saved: file-saver, under a safe name.
 */
export function saveFile(blob: Blob, filename: string): void {
  saveAs(blob, safeFilename(filename));
}

/** `45%` when the size is known, else what has arrived so far (`1.2 MB`). */
export function progressFigure(event: { loaded: number; total?: number }): string | undefined {
  if (event.total && event.total > 0) return `${Math.min(100, Math.floor((event.loaded / event.total) * 100))}%`;
  return event.loaded > 0 ? fileSize(event.loaded) : undefined;
}

/**
 * The one download helper (§7, §8): GET as blob or POST form-encoded, saved with file-saver, under
 * the loading mask. A JSON body is an error envelope and is shown as one; an error page, an empty
 * body or a cut-off stream is refused with a clear message, and nothing is saved. The file name is
 * made safe (src/api/filename.ts). The mask shows the progress and a cancel button; a canceled
 * download says nothing and saves nothing. Resolves true when saved.
 */
export async function download(url: string, options: DownloadOptions): Promise<boolean> {
  const mask = useLoadingMask.getState();
  // A large export can take a while: the mask offers to cancel it and shows how far it got.
  const controller = new AbortController();
  mask.show(t('errors:download.loading'), () => controller.abort());
  // The request timeout bounds the wait for each next piece, not the whole file: a file of tens of MB
  // on a slow line takes longer than that and is still coming (the user can cancel it).
  let stalled = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const stillComing = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, env.requestTimeoutMs);
  };
  stillComing();
  try {
    const response = await http.request<Blob>({
      url,
      method: options.method ?? 'GET',
      responseType: 'blob',
      silent: true,
      signal: controller.signal,
      timeout: 0,
      onDownloadProgress: (event) => {
        stillComing();
        mask.setProgress(progressFigure(event));
      },
      ...(options.method === 'POST'
        ? { data: toFormBody(options.params), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
        : { params: options.params }),
    });
    const blob = response.data;
    const refused = await refusal(blob, { ...response.headers });
    if (refused !== undefined) {
      feedback().message.error(refused);
      return false;
    }
    const name = options.keepFilename
      ? safeFilename(options.filename)
      : downloadFilename(response.headers['content-disposition'], options.filename);
    saveAs(blob, name);
    return true;
  } catch (error) {
    if (stalled) {
      feedback().message.error(t('errors:download.failed'));
      return false;
    }
    if (error instanceof ApiError && (error.kind === 'canceled' || error.kind === 'auth')) return false;
    // Offline and rate limited say what to do about it; any other failure is the §8 download text.
    const own = error instanceof ApiError && (error.kind === 'offline' || error.kind === 'rateLimited');
    feedback().message.error(own ? error.message : t('errors:download.failed'));
    return false;
  } finally {
    clearTimeout(watchdog);
    mask.hide();
  }
}
