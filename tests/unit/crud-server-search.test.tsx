import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '@/api/resource';
import type { PageResult } from '@/api/types';
import { SEARCH_DEBOUNCE_MS, useServerSearch, type ServerSearch } from '@/components/crud';

/** The one mechanism by which the pickers and SearchSelect search a list on the server as the user types. */

interface Call {
  keyword: string;
  limit: number;
  signal: CallOptions['signal'];
  answer: (page: PageResult<string>) => void;
  fail: (error: unknown) => void;
}

/** A search whose every call waits until the test answers it. */
function pendingSearch() {
  const calls: Call[] = [];
  const search: ServerSearch<string> = ({ keyword, limit }, options) =>
    new Promise((resolve, reject) => {
      calls.push({ keyword, limit, signal: options.signal, answer: resolve, fail: reject });
    });
  return { calls, search };
}

const page = (list: string[], total = list.length): PageResult<string> => ({ list, total });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = () => act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

describe('useServerSearch', () => {
  it('asks at once, then once per settled keyword, trimmed: not once per key', async () => {
    const { calls, search } = pendingSearch();
    const { rerender } = renderHook(({ typed }) => useServerSearch(search, typed, { limit: 50 }), {
      initialProps: { typed: '' },
    });
    expect(calls.map((c) => [c.keyword, c.limit])).toEqual([['', 50]]);
    for (const typed of ['A', 'A ', 'A 区', ' A 区 ']) {
      rerender({ typed });
      await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 3));
    }
    expect(calls).toHaveLength(1);
    await settle();
    expect(calls.map((c) => c.keyword)).toEqual(['', 'A 区']);
  });

  it('aborts the ask before and lists only the latest answer, whenever the older one arrives', async () => {
    const { calls, search } = pendingSearch();
    const { result, rerender } = renderHook(({ typed }) => useServerSearch(search, typed, { limit: 2 }), {
      initialProps: { typed: '' },
    });
    await act(async () => calls[0].answer(page(['IND-0001', 'IND-0002'], 9)));
    expect(result.current).toEqual({ list: ['IND-0001', 'IND-0002'], loading: false, more: { shown: 2, total: 9 } });

    rerender({ typed: '1' });
    await settle();
    rerender({ typed: '12' });
    await settle();
    expect(calls.map((c) => c.keyword)).toEqual(['', '1', '12']);
    expect(calls[1].signal?.aborted).toBe(true);
    expect(calls[2].signal?.aborted).toBe(false);
    // While asked, the last answer stays listed; its count is not quoted for the new keyword.
    expect(result.current).toEqual({ list: ['IND-0001', 'IND-0002'], loading: true, more: undefined });

    await act(async () => calls[2].answer(page(['IND-0012'])));
    await act(async () => calls[1].answer(page(['IND-0001', 'IND-0010'], 3)));
    expect(result.current).toEqual({ list: ['IND-0012'], loading: false, more: undefined });
  });

  it('keeps the last list when an ask fails, without a count for it', async () => {
    const { calls, search } = pendingSearch();
    const { result, rerender } = renderHook(({ typed }) => useServerSearch(search, typed, { limit: 1 }), {
      initialProps: { typed: '' },
    });
    await act(async () => calls[0].answer(page(['备用网关'], 40)));
    rerender({ typed: '江山' });
    await settle();
    await act(async () => calls[1].fail(new Error('系统接口 500 异常')));
    expect(result.current).toEqual({ list: ['备用网关'], loading: false, more: undefined });
  });

  it('asks nothing while disabled, and the same keyword again for a new version', async () => {
    const { calls, search } = pendingSearch();
    const { result, rerender } = renderHook(
      ({ enabled, version }) => useServerSearch(search, '', { limit: 20, enabled, version }),
      { initialProps: { enabled: false, version: 0 } },
    );
    await settle();
    expect(calls).toHaveLength(0);
    expect(result.current.loading).toBe(false);
    rerender({ enabled: true, version: 0 });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].answer(page(['a'])));
    rerender({ enabled: true, version: 1 });
    expect(calls).toHaveLength(2);
    expect(result.current).toEqual({ list: ['a'], loading: true, more: undefined });
  });

  it('lists nothing of another search function (a picker moved to another list)', async () => {
    const first = pendingSearch();
    const second = pendingSearch();
    const { result, rerender } = renderHook(({ search }) => useServerSearch(search, '', { limit: 20 }), {
      initialProps: { search: first.search },
    });
    await act(async () => first.calls[0].answer(page(['SJ-20T-C3'])));
    rerender({ search: second.search });
    expect(result.current).toEqual({ list: [], loading: true, more: undefined });
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(1);
  });
});
