import { saveAs } from 'file-saver';
import { useLoadingMask } from '@/stores/loading-mask';
import { feedback } from '@/lib/feedback/feedback';
import { t } from '@/lib/i18n';
import { http, statusMessage } from './client';
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

function filenameFrom(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

async function readErrorEnvelope(blob: Blob): Promise<string> {
  try {
    const envelope = JSON.parse(await blob.text()) as Envelope;
    const code = typeof envelope.code === 'number' ? envelope.code : undefined;
    if (code === 401 || code === 403 || code === 404) return statusMessage(code);
    return envelope.msg || statusMessage(code);
  } catch {
    return statusMessage(undefined);
  }
}

/**
 * The one download helper (§7, §8): GET as blob or POST form-encoded, saved with file-saver, under
 * the loading mask. A JSON body is an error envelope and is shown as one. Resolves true when saved.
 */
export async function download(url: string, options: DownloadOptions): Promise<boolean> {
  const mask = useLoadingMask.getState();
  mask.show(t('errors:download.loading'));
  try {
    const response = await http.request<Blob>({
      url,
      method: options.method ?? 'GET',
      responseType: 'blob',
      silent: true,
      ...(options.method === 'POST'
        ? { data: toFormBody(options.params), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
        : { params: options.params }),
    });
    const blob = response.data;
    if (blob.type.includes('application/json')) {
      feedback().message.error(await readErrorEnvelope(blob));
      return false;
    }
    const name = options.keepFilename
      ? options.filename
      : filenameFrom(response.headers['content-disposition'], options.filename);
    saveAs(blob, name);
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'canceled' || error.kind === 'auth')) return false;
    // Offline and rate limited say what to do about it; any other failure is the §8 download text.
    const own = error instanceof ApiError && (error.kind === 'offline' || error.kind === 'rateLimited');
    feedback().message.error(own ? error.message : t('errors:download.failed'));
    return false;
  } finally {
    mask.hide();
  }
}
