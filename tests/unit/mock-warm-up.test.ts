import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredTables, resetDb } from '@mocks/db';
import { store } from '@mocks/lib/storage';
import { warmUpMock } from '@mocks/warm-up';

const SESSIONS = 'mock:db:v1:device_connect';

afterEach(() => resetDb());

describe('the mock warm-up (issue 33)', () => {
  it("does a fresh browser's first dashboard work while idle: the gateways' sessions are caught up and stored", async () => {
    resetDb();
    expect(hasStoredTables()).toBe(false);
    const stop = warmUpMock(false);
    await vi.waitFor(() => expect(store().get(SESSIONS)).not.toBeNull(), { timeout: 30_000, interval: 100 });
    stop();
  });

  it('leaves a browser that has used the mock alone', async () => {
    resetDb();
    store().set('mock:db:v1:sessions', '[]');
    expect(hasStoredTables()).toBe(true);
    const stop = warmUpMock(false);
    // Longer than the warm-up's first steps take where idle moments are timers (jsdom: 50 ms each).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(store().get(SESSIONS)).toBeNull();
    stop();
  });
});
