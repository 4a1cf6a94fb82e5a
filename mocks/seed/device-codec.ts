/*
 * What the device mock needs to talk like the real thing: the SHA-256 EMQX hashes MQTT passwords
 * with (synchronous, so seeds and the crud factory's hooks can use it) and Modbus RTU frames.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256 of a UTF-8 string, lower-case hex. */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = ((bytes.length + 9 + 63) >> 6) << 6;
  const data = new Uint8Array(length);
  data.set(bytes);
  data[bytes.length] = 0x80;
  const view = new DataView(data.buffer);
  view.setUint32(length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

/** EMQX's `sha256` with the salt as suffix. */
export const mqttPasswordHash = (password: string, salt: string) => sha256Hex(password + salt);

/** Modbus RTU CRC-16 (polynomial 0xA001, low byte first on the wire). */
export function crc16(bytes: readonly number[]): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

export const toHex = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

/** `01 03 00 00` → bytes; undefined if it is not hex bytes. */
export function fromHex(text: string): number[] | undefined {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => /^[0-9a-fA-F]{2}$/.test(p))) return undefined;
  return parts.map((p) => parseInt(p, 16));
}

/** The frame with its CRC appended. */
export function withCrc(bytes: readonly number[]): number[] {
  const crc = crc16(bytes);
  return [...bytes, crc & 0xff, crc >>> 8];
}

export type CommandCode =
  'READ_GROSS' | 'READ_NET' | 'ZERO' | 'TARE' | 'CLEAR_TARE' | 'SET_ADDR' | 'RESTART' | 'CUSTOM';

export const COMMAND_NAMES: Record<CommandCode, string> = {
  READ_GROSS: '读毛重',
  READ_NET: '读净重',
  ZERO: '置零',
  TARE: '去皮',
  CLEAR_TARE: '清除皮重',
  SET_ADDR: '设置通讯地址',
  RESTART: '重启仪表',
  CUSTOM: '自定义指令',
};

/** The request frame of a command (without CRC); `CUSTOM` takes its bytes from the payload. */
export function commandBytes(code: Exclude<CommandCode, 'CUSTOM'>, addr: number, value = 0): number[] {
  switch (code) {
    case 'READ_GROSS':
      return [addr, 0x03, 0x00, 0x00, 0x00, 0x02];
    case 'READ_NET':
      return [addr, 0x03, 0x00, 0x02, 0x00, 0x02];
    case 'ZERO':
      return [addr, 0x06, 0x00, 0x10, 0x00, 0x01];
    case 'TARE':
      return [addr, 0x06, 0x00, 0x11, 0x00, 0x01];
    case 'CLEAR_TARE':
      return [addr, 0x06, 0x00, 0x11, 0x00, 0x00];
    case 'SET_ADDR':
      return [addr, 0x06, 0x00, 0x20, 0x00, value & 0xff];
    case 'RESTART':
      return [addr, 0x06, 0x00, 0x30, 0x00, 0x01];
  }
}

/** A read answer carrying a 32-bit raw value. */
export function readAnswer(addr: number, raw: number): number[] {
  const value = Math.round(raw) >>> 0;
  return withCrc([addr, 0x03, 0x04, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}
