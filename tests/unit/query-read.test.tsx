import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRead, readData, useRead, type AskOptions, type Read } from '@/lib/query/read';
import { useSession } from '@/stores/session';

/** A read whose answers the test releases by hand. */
function manualRead(key = 'a') {
  const calls: { options: AskOptions; resolve: (value: number) => void; reject: (e: unknown) => void }[] = [];
  const ask = vi.fn(
    (options: AskOptions) => new Promise<number>((resolve, reject) => calls.push({ options, resolve, reject })),
  );
  const read: Read<number> = { queryKey: ['test', 'read', key], ask };
  return { read, ask, calls };
}

function Shown({ read }: { read: Read<number> }) {
  const { data, isError } = useRead(read);
  return <output aria-label="answer">{isError ? 'failed' : (data ?? '-')}</output>;
}
const answer = () => screen.getByLabelText('answer').textContent;

describe('a read asked for ahead of its page', () => {
  it('is asked once, silently, and taken over by the page: its answer in the first render, no second request', async () => {
    const { read, ask, calls } = manualRead();
    const answered = prefetchRead(read);
    void prefetchRead(read);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(calls[0].options).toMatchObject({ silent: true, skipAuthGate: true });
    expect(readData(read)).toBeUndefined();
    calls[0].resolve(7);
    await answered;
    expect(readData(read)).toBe(7);
    render(<Shown read={read} />);
    expect(answer()).toBe('7');
    await act(async () => undefined);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('hands over a pending answer, and the page leaving cancels it', async () => {
    const { read, calls } = manualRead();
    void prefetchRead(read);
    const page = render(<Shown read={read} />);
    page.unmount();
    expect(calls[0].options.signal?.aborted).toBe(true);
  });

  it('fails silently: the page then asks itself, not silently', async () => {
    const { read, ask, calls } = manualRead();
    await act(async () => {
      const failed = prefetchRead(read);
      calls[0].reject(new Error('500'));
      await expect(failed).resolves.toBeUndefined();
    });
    render(<Shown read={read} />);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(calls[1].options.silent).toBeUndefined();
    await act(async () => calls[1].resolve(8));
    expect(answer()).toBe('8');
  });

  it('with an answer already shown, lets the visit go on at once while it asks anew', async () => {
    const { read, ask, calls } = manualRead();
    const answered = prefetchRead(read);
    calls[0].resolve(7);
    await answered;
    render(<Shown read={read} />).unmount();
    // Nothing answers the second ask, yet the navigation need not wait: the page shows what it had.
    expect(prefetchRead(read)).toBeUndefined();
    await act(async () => undefined);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(readData(read)).toBe(7);
    await act(async () => calls[1].resolve(8));
    expect(readData(read)).toBe(8);
  });

  it('is forgotten at sign-out', async () => {
    const { read, calls } = manualRead();
    const answered = prefetchRead(read);
    calls[0].resolve(9);
    await answered;
    useSession.getState().clear();
    expect(readData(read)).toBeUndefined();
  });
});
