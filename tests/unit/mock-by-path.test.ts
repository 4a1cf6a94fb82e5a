import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { byPath } from '@mocks/lib/by-path';

/** Asks the combined handler as MSW would, and reads which handler answered. */
async function answer(handler: ReturnType<typeof byPath>, url: string): Promise<string | undefined> {
  const result = await handler.run({ request: new Request(url), requestId: crypto.randomUUID() });
  return result?.response ? ((await result.response.json()) as { by: string }).by : undefined;
}
const by = (name: string) => () => HttpResponse.json({ by: name });

describe('mock: the handlers asked for a path', () => {
  // A resolver that answers nothing hands the request on.
  const passing = vi.fn(() => undefined);
  const handler = byPath([
    http.get('*/api/admin/system/user/list', by('list')),
    http.get('*/api/admin/system/user/:userId', by('one')),
    http.get('*/api/admin/files/*', by('files')),
    http.get('*/api/admin/tower/:id/live', passing),
    http.get('*/api/admin/tower/:id/:view', by('tower view')),
    http.get(({ request }) => request.url.endsWith('/custom'), by('predicate')),
  ]);

  it('answers with the first matching handler, with parameters, wildcards, any case and a closing slash', async () => {
    expect(await answer(handler, 'http://app.test/api/admin/system/user/list')).toBe('list');
    expect(await answer(handler, 'http://app.test/api/admin/system/user/7?x=1')).toBe('one');
    expect(await answer(handler, 'http://app.test/API/Admin/System/User/list')).toBe('list');
    expect(await answer(handler, 'http://app.test/api/admin/system/user/7/')).toBe('one');
    expect(await answer(handler, 'http://app.test/api/admin/files/a/b.png')).toBe('files');
    expect(await answer(handler, 'http://app.test/anything/custom')).toBe('predicate');
  });

  it('hands on from a handler that passes to the next that matches, and answers nothing unknown', async () => {
    expect(await answer(handler, 'http://app.test/api/admin/tower/3/live')).toBe('tower view');
    expect(passing).toHaveBeenCalledTimes(1);
    expect(await answer(handler, 'http://app.test/api/admin/nothing/here')).toBeUndefined();
  });
});
