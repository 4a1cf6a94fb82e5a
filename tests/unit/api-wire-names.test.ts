import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { standardResource } from '@/api/resource';
import type { PageQuery } from '@/api/types';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

/** A field the backend names otherwise is one line of a module's map; everything else uses the spec's name. */

interface Entry {
  id?: number;
  operatorName?: string;
  createTime?: string;
}
interface EntryQuery extends PageQuery {
  operatorName?: string;
}

describe('WireNames: the one place a backend rename is mapped', () => {
  it('reads rows and sends filters, sort and bodies under the backend names', async () => {
    await signIn();
    const seen: { url: URL; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      const text = await request.text();
      seen.push({ url: new URL(request.url), body: text ? (JSON.parse(text) as unknown) : undefined });
    };
    server.use(
      mswHttp.get('*/api/admin/renamed/page', async (info) => {
        await record(info);
        return HttpResponse.json({
          code: 200,
          data: { list: [{ id: 1, operName: 'admin', operTime: 't1' }], total: 1 },
        });
      }),
      mswHttp.get('*/api/admin/renamed/1', async (info) => {
        await record(info);
        return HttpResponse.json({ code: 200, data: { id: 1, operName: 'admin' } });
      }),
      mswHttp.put('*/api/admin/renamed', async (info) => {
        await record(info);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const names = { operatorName: 'operName', createTime: 'operTime' };
    const api = standardResource<Entry, EntryQuery>('renamed', names);
    const page = await api.page({ page: 1, limit: 10, operatorName: 'ad', orderBy: 'createTime', order: 'asc' });
    expect(page.list).toEqual([{ id: 1, operatorName: 'admin', createTime: 't1' }]);
    expect(Object.fromEntries(seen[0].url.searchParams)).toMatchObject({ operName: 'ad', orderBy: 'operTime' });
    expect(seen[0].url.searchParams.has('operatorName')).toBe(false);
    expect(await api.get(1)).toEqual({ id: 1, operatorName: 'admin' });
    await api.update({ id: 1, operatorName: 'root' });
    expect(seen[2].body).toEqual({ id: 1, operName: 'root' });
  });
});
