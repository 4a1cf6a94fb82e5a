/**
 * The name a downloaded file is saved under: read from Content-Disposition, then made safe and
 * readable. Pure functions, no DOM: the download helper is their only caller.
 */

/** At most this many characters (code points), the extension included. */
export const MAX_FILENAME_CHARS = 150;
/** ext4 and most file systems stop at 255 bytes; leave room for a browser's ' (1)'. */
const MAX_FILENAME_BYTES = 240;
const LAST_RESORT = 'download';

/** Bidi controls and marks, zero-width characters, line/paragraph separators (controls: isControl). */
const INVISIBLE = /[\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
/** C0 and C1 control characters. */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Forbidden in Windows file names (the path separators are handled first). */
const WINDOWS_FORBIDDEN = /[<>:"|?*]/g;
/** Windows device names, reserved with any extension (`con.txt`, `COM1.tar.gz`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;
/** A real extension: a dot and up to ten letters or digits at the end. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** Percent-decoding as UTF-8; undefined for an invalid sequence (`%E7%A7`, `%zz`). */
function decodePercent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Headers reach JavaScript as byte strings: a raw UTF-8 `filename="称重.xlsx"` arrives as one
 * character per byte ('ç§°é\u0087\u008d'). Reads such a string back as UTF-8 when it is valid UTF-8.
 */
function fromByteString(value: string): string {
  if (!/[\u0080-\u00ff]/.test(value) || Array.from(value).some((c) => c.charCodeAt(0) > 0xff)) return value;
  const bytes = Uint8Array.from(value, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return value;
  }
}

/** RFC 5987 / 8187 `filename*=charset'lang'value`: UTF-8 (any case) or ISO-8859-1. */
function extValue(raw: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(raw.trim());
  if (!match) return undefined;
  const [, charset, encoded] = match;
  if (/^utf-8$/i.test(charset)) return decodePercent(encoded);
  if (/^iso-8859-1$/i.test(charset)) {
    if (/%(?![0-9a-f]{2})/i.test(encoded)) return undefined;
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}

/** The file name a Content-Disposition header gives, decoded but not yet made safe. */
export function dispositionFilename(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const star = /(?:^|;)\s*filename\*\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(disposition);
  const fromStar = star ? extValue(star[1] ?? star[2] ?? '') : undefined;
  if (fromStar) return fromStar;
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(disposition);
  if (!plain) return undefined;
  const value = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? '').trim();
  // Backends of this family percent-encode the plain name too (Java's URLEncoder: '+' for a space).
  if (/%[0-9a-f]{2}/i.test(value)) {
    const decoded = decodePercent(value.replace(/\+/g, ' '));
    if (decoded !== undefined) return decoded;
  }
  return fromByteString(value);
}

function cut(text: string, chars: number, bytes: number): string {
  let out = Array.from(text).slice(0, Math.max(0, chars)).join('');
  while (out !== '' && utf8Bytes(out) > bytes) out = Array.from(out).slice(0, -1).join('');
  return out;
}

/**
 * A name safe to save on any system and readable by the user: the last path segment only, no
 * control, bidi or zero-width characters, no characters Windows forbids, no leading or trailing
 * dots and spaces, no Windows device name, at most 150 characters with the extension kept.
 * Falls back to `fallback` (made safe too) when nothing usable is left.
 */
export function safeFilename(name: unknown, fallback: string = LAST_RESORT): string {
  const raw = typeof name === 'string' ? name : '';
  let text = Array.from(raw.normalize('NFC').replace(LONE_SURROGATE, '').replace(INVISIBLE, ''))
    .filter((c) => !isControl(c))
    .join('');
  // `../../etc/passwd` → `passwd`, `a\b` → `b`: a name, never a path.
  text = text.split(/[/\\]/).pop() ?? '';
  text = text
    .replace(WINDOWS_FORBIDDEN, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (text === '') return fallback === LAST_RESORT || fallback === raw ? LAST_RESORT : safeFilename(fallback);
  const stem = text.split('.')[0].trimEnd();
  if (RESERVED.test(stem)) text = `_${text}`;
  if (Array.from(text).length > MAX_FILENAME_CHARS || utf8Bytes(text) > MAX_FILENAME_BYTES) {
    const extension = EXTENSION.exec(text)?.[0] ?? '';
    const body = text.slice(0, text.length - extension.length);
    const kept = cut(
      body,
      MAX_FILENAME_CHARS - Array.from(extension).length,
      MAX_FILENAME_BYTES - utf8Bytes(extension),
    ).replace(/[\s.]+$/, '');
    text = `${kept}${extension}`;
  }
  return text;
}

/** The safe name to save a download under: the server's, else the caller's fallback. */
export function downloadFilename(disposition: unknown, fallback: string): string {
  const named = dispositionFilename(disposition);
  return named === undefined ? safeFilename(fallback) : safeFilename(named, fallback);
}
