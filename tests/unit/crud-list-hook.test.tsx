import { act, render, renderHook, screen } from '@testing-library/react';
import { Activity, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { useCrudList, useCrudMutations } from '@/components/crud';
import type { ResourceSpec } from '@/components/crud/define-resource';
import { useSession } from '@/stores/session';
import { toasts } from '../feedback-recorder';

interface Row {
  id: number;
}

/** A list fetcher whose answers the test releases by hand. */
function manualFetch() {
  const calls: { query: PageQuery; signal?: CallOptions['signal']; resolve: (page: PageResult<Row>) => void }[] = [];
  const fetch = vi.fn(
    (query: PageQuery, options: CallOptions) =>
      new Promise<PageResult<Row>>((resolve) => calls.push({ query, signal: options.signal, resolve })),
  );
  return { fetch, calls };
}

function List({
  fetch,
  source,
}: {
  fetch: (query: PageQuery, options: CallOptions) => Promise<PageResult<Row>>;
  /** The resource's API module (what prefetches and remembered answers are kept by). */
  source?: object;
}) {
  const list = useCrudList<Row>({ fetch, source });
  return (
    <div>
      <span data-testid="rows">{list.rows.map((r) => r.id).join(',')}</span>
      <span data-testid="loading">{String(list.loading)}</span>
      <button type="button" onClick={() => list.search({ name: 'b' })}>
        search
      </button>
    </div>
  );
}

const rows = () => screen.getByTestId('rows').textContent;

describe('useCrudList', () => {
  it('applies only the latest query and aborts the one it replaced', async () => {
    const { fetch, calls } = manualFetch();
    render(<List fetch={fetch} />);
    expect(calls).toHaveLength(1);
    act(() => screen.getByText('search').click());
    expect(calls).toHaveLength(2);
    expect(calls[0].signal?.aborted).toBe(true);
    expect(calls[1].query).toMatchObject({ name: 'b', page: 1, limit: 20 });
    await act(async () => calls[1].resolve({ list: [{ id: 2 }], total: 1 }));
    await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
    expect(rows()).toBe('2');
    expect(screen.getByTestId('loading').textContent).toBe('false');
  });

  it('does not fetch again when a cached tab is shown with the same query', async () => {
    const { fetch, calls } = manualFetch();
    function Tabs() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setVisible((v) => !v)}>
            toggle
          </button>
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <List fetch={fetch} />
          </Activity>
        </>
      );
    }
    render(<Tabs />);
    await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
    act(() => screen.getByText('toggle').click());
    act(() => screen.getByText('toggle').click());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(rows()).toBe('1');
  });

  it('refetches on show when the hidden tab had aborted its request', async () => {
    const { fetch, calls } = manualFetch();
    function Tabs() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setVisible((v) => !v)}>
            toggle
          </button>
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <List fetch={fetch} />
          </Activity>
        </>
      );
    }
    render(<Tabs />);
    act(() => screen.getByText('toggle').click());
    expect(calls[0].signal?.aborted).toBe(true);
    act(() => screen.getByText('toggle').click());
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve({ list: [{ id: 7 }], total: 1 }));
    expect(rows()).toBe('7');
  });

  it('aborts on unmount, without a toast or a state update', async () => {
    const { fetch, calls } = manualFetch();
    const errors = vi.spyOn(console, 'error');
    const { unmount } = render(<List fetch={fetch} />);
    unmount();
    expect(calls[0].signal?.aborted).toBe(true);
    await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
    expect(toasts).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
  it('shows no rows and a row-count total when a fetcher hands over a malformed page', async () => {
    const { fetch, calls } = manualFetch();
    function Totals() {
      const list = useCrudList<Row>({ fetch });
      return (
        <div>
          <span data-testid="rows">{list.rows.map((r) => r.id).join(',')}</span>
          <span data-testid="total">{String(list.total)}</span>
          <button type="button" onClick={list.refetch}>
            again
          </button>
        </div>
      );
    }
    render(<Totals />);
    const pages = [
      [undefined, '', '0'],
      [{ list: null, total: 4 }, '', '0'],
      [{ list: [{ id: 1 }, { id: 2 }], total: Number.NaN }, '1,2', '2'],
      [{ list: [{ id: 1 }], total: '9' }, '1', '1'],
      [{ list: [{ id: 1 }], total: 12 }, '1', '12'],
    ] as const;
    for (const [index, [page, shownRows, total]] of pages.entries()) {
      if (index > 0) act(() => screen.getByText('again').click());
      await act(async () => calls[index].resolve(page as unknown as PageResult<Row>));
      expect(rows(), JSON.stringify(page)).toBe(shownRows);
      expect(screen.getByTestId('total').textContent, JSON.stringify(page)).toBe(total);
    }
  });

  describe('a list opened again (its tag closed, or dropped by the tab cache)', () => {
    it('shows the rows it last had at once, with no spinner, asks anew and shows the new answer', async () => {
      const { fetch, calls } = manualFetch();
      const source = {};
      const first = render(<List fetch={fetch} source={source} />);
      await act(async () => calls[0].resolve({ list: [{ id: 1 }, { id: 2 }], total: 2 }));
      first.unmount();

      render(<List fetch={fetch} source={source} />);
      expect(rows()).toBe('1,2');
      expect(screen.getByTestId('loading').textContent).toBe('false');
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(calls[1].query).toEqual(calls[0].query);
      await act(async () => calls[1].resolve({ list: [{ id: 3 }], total: 1 }));
      expect(rows()).toBe('3');
    });

    it('lets a search made meanwhile win over the late answer (the stale-answer rule)', async () => {
      const { fetch, calls } = manualFetch();
      const source = {};
      const first = render(<List fetch={fetch} source={source} />);
      await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
      first.unmount();

      render(<List fetch={fetch} source={source} />);
      act(() => screen.getByText('search').click());
      expect(calls[1].signal?.aborted).toBe(true);
      await act(async () => calls[2].resolve({ list: [{ id: 2 }], total: 1 }));
      await act(async () => calls[1].resolve({ list: [{ id: 9 }], total: 1 }));
      expect(rows()).toBe('2');
    });

    it('starts empty for another list, and after sign-out', async () => {
      const { fetch, calls } = manualFetch();
      const source = {};
      const first = render(<List fetch={fetch} source={source} />);
      await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
      first.unmount();

      const other = render(<List fetch={fetch} source={{}} />);
      expect(rows()).toBe('');
      other.unmount();
      // Signing out empties the query cache (another user must never see these rows).
      act(() => useSession.getState().clear());
      render(<List fetch={fetch} source={source} />);
      expect(rows()).toBe('');
      expect(screen.getByTestId('loading').textContent).toBe('true');
    });
  });
});

describe('a write of the toolkit', () => {
  it('is a mutation that makes every list of its resource on screen ask again', async () => {
    const { fetch, calls } = manualFetch();
    const create = vi.fn(() => Promise.resolve(1));
    const api = { path: 'test/written', page: fetch, create };
    const resource: ResourceSpec<Row> = { key: 'crud', api, idKey: 'id', nameField: 'id', permission: 'x', fields: [] };
    render(<List fetch={fetch} source={api} />);
    await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
    const { result } = renderHook(() => useCrudMutations(resource));
    await act(async () => result.current.save({ id: 2 }, false));
    expect(create).toHaveBeenCalledTimes(1);
    // The list on screen asks again, with no refetch of its own asked for.
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve({ list: [{ id: 1 }, { id: 2 }], total: 2 }));
    expect(rows()).toBe('1,2');
  });
});
