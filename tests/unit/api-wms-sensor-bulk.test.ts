import { describe, expect, it } from 'vitest';
import { sensorApi } from '@/api/modules/wms/sensor';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/**
 * The load-cell calls against the mock grown to 100,000 cells (`__mock.bulk`): the server searches,
 * filters, sorts and pages them, so a picker reaches any one of them.
 */

const SEEDED = 200;
const BULK = 100_000;

/** The query strings of the `wms/sensor` calls made while `run` runs. */
async function asked<T>(run: () => Promise<T>): Promise<{ result: T; queries: URLSearchParams[] }> {
  const queries: URLSearchParams[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/wms/sensor/')) queries.push(url.searchParams);
  };
  server.events.on('request:start', listen);
  try {
    return { result: await run(), queries };
  } finally {
    server.events.removeListener('request:start', listen);
  }
}

describe('wms/sensor with 100,000 cells', () => {
  it('pages them all, newest first, and finds the 100,000th by its model', { timeout: 120_000 }, async () => {
    await signIn();
    mockControl.bulk({ sensors: BULK });
    const first = await sensorApi.page({ page: 1, limit: 20 });
    expect(first.total).toBe(BULK + SEEDED);
    expect(first.list[0].model).toMatch(/-B000001$/);
    const at100k = await sensorApi.page({ page: BULK / 50, limit: 50 });
    expect(at100k.list[49].model).toBe('ZS-500T-C3-B100000');

    const { result, queries } = await asked(() => sensorApi.page({ model: 'B100000', page: 1, limit: 20 }));
    expect(result).toEqual({
      total: 1,
      list: [expect.objectContaining({ model: 'ZS-500T-C3-B100000', emax: 500_000 })],
    });
    expect(queries[0].get('model')).toBe('B100000');
  });

  it('answers the configurator: types, a least Emax, smallest first, page by page', { timeout: 120_000 }, async () => {
    await signIn();
    mockControl.bulk({ sensors: BULK });
    const query = { sensorTypeIds: '2,1', minEmax: 2162, status: '0' as const, orderBy: 'emax', order: 'asc' as const };
    const { result, queries } = await asked(() => sensorApi.page({ ...query, page: 1, limit: 10 }));
    expect(Object.fromEntries(queries[0])).toEqual({
      sensorTypeIds: '2,1',
      minEmax: '2162',
      status: '0',
      orderBy: 'emax',
      order: 'asc',
      page: '1',
      limit: '10',
    });
    expect(result.list).toHaveLength(10);
    expect(result.total).toBeGreaterThan(1000);
    for (const cell of result.list) {
      expect([1, 2]).toContain(cell.sensorTypeId);
      expect(cell.emax).toBe(2500);
      expect(cell.status).toBe('0');
    }
    // The next page goes on where this one stopped.
    const next = await sensorApi.page({ ...query, page: 2, limit: 10 });
    expect(next.list.map((c) => c.id)).not.toContain(result.list[9].id);
    expect(next.list[0].emax).toBeGreaterThanOrEqual(result.list[9].emax ?? 0);
  });

  it('reads cells by their ids', { timeout: 120_000 }, async () => {
    await signIn();
    mockControl.bulk({ sensors: BULK });
    const ids = [3, 1_000_000 + 99_999, 1_000_000 + 100_000];
    const { list, total } = await sensorApi.page({ ids: ids.join(','), page: 1, limit: 3 });
    expect(total).toBe(3);
    expect(list.map((c) => c.id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
  });

  it(
    'options/{type} answers { label, value }[] of every enabled cell of the type, the 100,000th too',
    {
      timeout: 120_000,
    },
    async () => {
      await signIn();
      mockControl.bulk({ sensors: BULK });
      const columns = await sensorApi.options(4);
      expect(columns.length).toBeGreaterThan(1000);
      expect(columns.every((o) => Object.keys(o).sort().join() === 'label,value')).toBe(true);
      expect(columns).toContainEqual({ label: 'ZS-500T-C3-B100000', value: 1_100_000 });
    },
  );

  it('bulk({}) and reset take the grown cells away', { timeout: 120_000 }, async () => {
    await signIn();
    mockControl.bulk({ sensors: BULK });
    expect((await sensorApi.page({ page: 1, limit: 1 })).total).toBe(BULK + SEEDED);
    mockControl.bulk({});
    expect((await sensorApi.page({ page: 1, limit: 1 })).total).toBe(SEEDED);
    mockControl.bulk({ sensors: 10 });
    expect((await sensorApi.page({ page: 1, limit: 1 })).total).toBe(10 + SEEDED);
    mockControl.reset();
    await signIn();
    expect((await sensorApi.page({ page: 1, limit: 1 })).total).toBe(SEEDED);
  });
});
