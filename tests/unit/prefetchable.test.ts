import { describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '@/api/resource';
import { forgetPrefetches, prefetchable } from '@/api/prefetchable';

/** A call whose answers the test releases by hand. */
function manualCall() {
  const calls: {
    query: string;
    options: CallOptions;
    resolve: (value: number) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const call = vi.fn(
    (query: string, options: CallOptions) =>
      new Promise<number>((resolve, reject) => calls.push({ query, options, resolve, reject })),
  );
  return { call, calls };
}

describe('a call asked for ahead of its page', () => {
  it('is asked once, silently, and taken over once by the page', async () => {
    const { call, calls } = manualCall();
    const shared = prefetchable(call);
    const answered = shared.prefetch('a');
    void shared.prefetch('a');
    expect(call).toHaveBeenCalledTimes(1);
    expect(calls[0].options).toMatchObject({ silent: true, skipAuthGate: true });
    expect(shared.peek('a')).toBeUndefined();
    calls[0].resolve(7);
    await answered;
    // In for the page's first render, and handed out once.
    expect(shared.peek('a')).toBe(7);
    await expect(shared.take('a')?.answer).resolves.toBe(7);
    expect(shared.take('a')).toBeUndefined();
    expect(shared.peek('a')).toBeUndefined();
  });

  it('hands over a pending answer, and lets the page cancel it', async () => {
    const { call, calls } = manualCall();
    const shared = prefetchable(call);
    void shared.prefetch('a');
    const taken = shared.take('a');
    taken?.abort();
    expect(calls[0].options.signal?.aborted).toBe(true);
    calls[0].reject(new Error('canceled'));
    // A failed prefetch answers nothing: the page asks itself and reports what happens.
    await expect(taken?.answer).resolves.toBeUndefined();
  });

  it('forgets a failure, and everything at sign-out', async () => {
    const { call, calls } = manualCall();
    const shared = prefetchable(call);
    const failed = shared.prefetch('a');
    calls[0].reject(new Error('500'));
    await expect(failed).resolves.toBeUndefined();
    expect(shared.take('a')).toBeUndefined();

    const again = shared.prefetch('a');
    expect(call).toHaveBeenCalledTimes(2);
    calls[1].resolve(8);
    await again;
    forgetPrefetches();
    expect(shared.peek('a')).toBeUndefined();
    expect(shared.take('a')).toBeUndefined();
  });
});
