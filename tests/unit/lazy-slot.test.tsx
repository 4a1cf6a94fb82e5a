import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { lazyComponent, lazySlot } from '@/lib/lazy-slot';
import { LazyHost } from '@/router/page-host';

const Page = () => <p>参数页面</p>;
const failure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** A chunk that fails `failures` times, then loads (a browser that re-fetches failed imports). */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = vi.fn(() => (++calls <= failures ? failure() : Promise.resolve({ default: Page })));
  return load;
}

function renderHost(slot: ReturnType<typeof lazySlot>) {
  render(
    <Providers>
      <MemoryRouter>
        <LazyHost slot={slot} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('a lazy page whose code failed to load', () => {
  it('imports afresh on retry and renders, without reloading, when the browser fetches again', async () => {
    const reload = vi.fn();
    const slot = lazySlot(flakyChunk(1), { reachable: async () => true, reload });
    renderHost(slot);
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    await userEvent.click(retry);
    expect(await screen.findByText('参数页面')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the same URL when the server answers but the browser keeps the failed import', async () => {
    const reload = vi.fn();
    const load = vi.fn(failure);
    const slot = lazySlot(load, { reachable: async () => true, reload });
    await expect(slot.retry()).resolves.toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays on the panel and says the server is out of reach when it is, without reloading', async () => {
    const reload = vi.fn();
    const slot = lazySlot(vi.fn(failure), { reachable: async () => false, reload });
    renderHost(slot);
    await userEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('无法连接服务器，请检查网络后重试。')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // The button is usable again for the next try.
    await waitFor(() => expect(screen.getByRole('button', { name: /重\s*试/ })).not.toHaveClass('ant-btn-loading'));
  });
});

describe('a lazy component (a chart) whose code is already in', () => {
  it('renders at once, without its loading fallback (which React would keep for 300 ms)', async () => {
    const Chart = lazyComponent(() => Promise.resolve({ default: ({ title }: { title: string }) => <p>{title}</p> }));
    await Chart.preload();
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('skeleton');
      return <p>加载中</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Chart title="统计图" />
        </Suspense>,
      );
    });
    expect(screen.getByText('统计图')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('still loads on its first render when nobody preloaded it', async () => {
    const Chart = lazyComponent(() => Promise.resolve({ default: () => <p>统计图</p> }));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Chart />
      </Suspense>,
    );
    expect(await screen.findByText('统计图')).toBeInTheDocument();
  });
});
