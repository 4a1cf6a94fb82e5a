import { afterEach, describe, expect, it, vi } from 'vitest';
import { towerExceptionApi } from '@/api/modules/tower/tower-exception';
import { towerRecordApi } from '@/api/modules/tower/tower-record';
import { formatTime } from '@mocks/lib/random';
import { towerExceptions, towerRecords } from '@mocks/seed/tower';
import { syncTowerDetection } from '@mocks/seed/tower-detect';
import { DAY, HISTORY_END } from '@mocks/seed/tower-sim';
import { signIn } from '../helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

/*
 * A fresh browser's first look at the tower records: the seeded history ends at HISTORY_END
 * (2026-10-01) and everything since is detected on demand. The first answer a user gets must
 * already reach today, not stop at the seed's end and fill in on later requests.
 */
describe('the first tower records answer in a fresh store', () => {
  it('reaches today, and is everything the detection finds up to now', async () => {
    // Today as the clock says, held still so that "up to now" is the same moment throughout.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    expect(now - HISTORY_END).toBeGreaterThan(7 * DAY);
    await signIn();

    const first = await towerRecordApi.page({ page: 1, limit: 20 });
    const exceptions = await towerExceptionApi.page({ page: 1, limit: 20 });
    // Newest first: about a dozen refills a day over the 40 towers, so the newest is within a day or two.
    const newest = first.list[0]?.endDatetime ?? '';
    expect(newest > formatTime(new Date(now - 2 * DAY))).toBe(true);
    expect(newest <= formatTime(new Date(now))).toBe(true);
    expect((exceptions.list[0]?.startDatetime ?? '') > formatTime(new Date(HISTORY_END + 7 * DAY))).toBe(true);

    // Nothing is left to find: detecting everything up to now adds no record to what was answered.
    syncTowerDetection(now, Number.POSITIVE_INFINITY);
    expect(towerRecords()).toHaveLength(first.total);
    expect(towerExceptions()).toHaveLength(exceptions.total);
  });
});
