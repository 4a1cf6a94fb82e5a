/**
 * Modbus RTU frames as the gateways carry them (a function code and registers per command, a CRC-16
 * at the end), read back into what they mean for the command page. The server builds and sends the
 * frames; this only explains them.
 */

export function parseHex(text: unknown): number[] | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => /^[0-9a-fA-F]{2}$/.test(p))) return undefined;
  return parts.map((p) => parseInt(p, 16));
}

export const toHex = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

/** Hex bytes as typed for a custom command: pairs of hex digits separated by spaces. */
export const HEX_BYTES = /^\s*[0-9a-fA-F]{2}(\s+[0-9a-fA-F]{2})*\s*$/;

/** Modbus CRC-16 (polynomial 0xA001, low byte first on the wire). */
export function crc16(bytes: readonly number[]): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

export type DecodedFrame =
  | { kind: 'read'; address: number; register: number; count: number; crcOk: boolean }
  | { kind: 'write'; address: number; register: number; value: number; crcOk: boolean }
  | { kind: 'readAnswer'; address: number; byteCount: number; raw: number; crcOk: boolean }
  | { kind: 'exception'; address: number; functionCode: number; code: number; crcOk: boolean }
  | { kind: 'other'; address: number; functionCode: number; crcOk: boolean };

const word = (bytes: readonly number[], at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

function crcOk(bytes: readonly number[]): boolean {
  if (bytes.length < 4) return false;
  const crc = crc16(bytes.slice(0, -2));
  return bytes[bytes.length - 2] === (crc & 0xff) && bytes[bytes.length - 1] === crc >>> 8;
}

/**
 * What a frame says. A request (`direction` request) reads or writes a register; an answer carries
 * the value read (a signed 32-bit raw reading), echoes the write, or an exception code.
 */
export function decodeFrame(hex: unknown, direction: 'request' | 'answer'): DecodedFrame | undefined {
  const bytes = parseHex(hex);
  if (!bytes || bytes.length < 4) return undefined;
  const [address, functionCode] = bytes;
  const ok = crcOk(bytes);
  if (functionCode & 0x80)
    return { kind: 'exception', address, functionCode: functionCode & 0x7f, code: bytes[2], crcOk: ok };
  if (functionCode === 0x03 && direction === 'request' && bytes.length >= 8)
    return { kind: 'read', address, register: word(bytes, 2), count: word(bytes, 4), crcOk: ok };
  if (functionCode === 0x03 && direction === 'answer') {
    const byteCount = bytes[2];
    const data = bytes.slice(3, 3 + byteCount);
    const raw = data.reduce((value, byte) => value * 256 + byte, 0);
    // Two's complement of the register pair: a weight below zero comes as a large unsigned number.
    const signed =
      byteCount === 4 && raw >= 2 ** 31 ? raw - 2 ** 32 : byteCount === 2 && raw >= 2 ** 15 ? raw - 2 ** 16 : raw;
    return { kind: 'readAnswer', address, byteCount, raw: signed, crcOk: ok };
  }
  if (functionCode === 0x06 && bytes.length >= 8)
    return { kind: 'write', address, register: word(bytes, 2), value: word(bytes, 4), crcOk: ok };
  return { kind: 'other', address, functionCode, crcOk: ok };
}
