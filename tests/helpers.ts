import { afterEach, beforeEach, vi } from 'vitest';
import { toasts, type Toast } from './feedback-recorder';
import { encryptPassword } from '@/lib/auth/encrypt';
import { setToken } from '@/lib/auth/token';
import { authApi } from '@/api/modules/auth';

export const ADMIN = { username: 'admin', password: 'admin123' } as const;
export const OPERATOR = { username: 'operator', password: 'operator123' } as const;

/** Each password encrypted once per test file: the mock then decrypts each cipher once (mocks/handlers/auth.ts). */
const ciphers = new Map<string, string>();

/** Signs in against the mock (encrypted password, real handler) and stores the token cookie. */
export async function signIn(account: { username: string; password: string } = ADMIN): Promise<string> {
  const cipher = ciphers.get(account.password) ?? encryptPassword(account.password);
  if (!cipher) throw new Error('encryption failed in test');
  ciphers.set(account.password, cipher);
  const token = await authApi.login({ username: account.username, password: cipher });
  setToken(token);
  return token;
}

/** The last toast the API layer showed with this text, if any. */
export function findToast(text: string | RegExp): Toast {
  const found = toasts.find((t) => (typeof text === 'string' ? t.content === text : text.test(t.content)));
  if (!found) throw new Error(`no toast ${String(text)}; shown: ${JSON.stringify(toasts)}`);
  return found;
}

/**
 * Stops `Date` (only `Date`: timers still run) in each test of the calling file or `describe`. The mock
 * raises and clears alarms from its live data as its clock moves, so on a slow machine another tower may
 * cross its level in the middle of a test; with the clock standing, only what the test does changes them.
 */
export function holdTheClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
