import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modularApi } from '@/api/modules/wms/modular';
import { Providers } from '@/app/providers';
import { cellPickOf } from '@/features/configurator/catalogue';
import { fullInputOf } from '@/features/configurator/check-input';
import { newDraft, type Draft } from '@/features/configurator/draft';
import { ResultStep } from '@/features/configurator/steps/result-step';
import { checkCompatibility } from '@/lib/weighing/compatibility';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/** The result step's woven-line and stabilizer pickers ask the server for the modular's parts as the user types. */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

/** A modular with at least two woven lines assigned, and its parts. */
async function modularWithWovens() {
  const { list } = await modularApi.page({ page: 1, limit: 60, status: '0' });
  for (const modular of list) {
    const wovens = await modularApi.authWoven.allocatedList({ modularId: Number(modular.id), page: 1, limit: 50 });
    if (wovens.total >= 2) return { modular, wovens: wovens.list };
  }
  throw new Error('no modular with two woven lines in the seed');
}

async function renderResult(modularId: number, draftChanges: Partial<Draft> = {}) {
  const draft: Draft = {
    ...newDraft('SILO'),
    step: 4,
    customer: '料仓',
    maxCapacity: 20000,
    deadLoad: 5000,
    division: 10,
    cell: cellPickOf(
      { id: 1, model: 'SJ-10T-C3', emax: 10000, accuracyClass: 'C3', nLC: 3000, y: 10000, ratedOutput: 2 },
      'DB',
      { value: modularId, label: 'module', modelNo: 'CZM', safeLoad: 150 },
    ),
    ...draftChanges,
  };
  const input = fullInputOf(draft);
  if (!input) throw new Error('incomplete draft');
  const update = vi.fn();
  const asked: URLSearchParams[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/authWoven/allocatedList')) asked.push(url.searchParams);
  };
  server.events.on('request:start', listen);
  render(
    <Providers>
      <MemoryRouter>
        <ResultStep
          draft={draft}
          update={update}
          problems={{ problems: {}, attempted: false }}
          result={checkCompatibility(input)}
        />
      </MemoryRouter>
    </Providers>,
  );
  return { update, asked, stop: () => server.events.removeListener('request:start', listen) };
}

describe('the configurator part pickers', () => {
  it(
    'search the modular’s woven lines on the server by model and keep the picked model',
    { timeout: 60_000 },
    async () => {
      await signIn();
      await useSession.getState().loadUser();
      const { modular, wovens } = await modularWithWovens();
      const wanted = wovens[wovens.length - 1];
      const { update, asked, stop } = await renderResult(Number(modular.id));
      try {
        const user = userEvent.setup({ pointerEventsCheck: 0 });
        const picker = await screen.findByRole('combobox', { name: '接地编织带（B）' }, { timeout: 15_000 });
        await user.click(picker);
        await waitFor(() => expect(asked.some((q) => q.get('limit') === '20')).toBe(true), { timeout: 15_000 });
        await user.type(picker, String(wanted.model));
        await waitFor(() => expect(asked.some((q) => q.get('model') === wanted.model)).toBe(true), { timeout: 15_000 });
        await user.click(await screen.findByTitle(String(wanted.model), undefined, { timeout: 15_000 }));
        expect(update).toHaveBeenLastCalledWith({ wovenId: wanted.id, wovenModel: wanted.model });
        expect(asked.every((q) => q.get('modularId') === String(modular.id))).toBe(true);
      } finally {
        stop();
      }
    },
  );

  it('say how many match when more do than they list', { timeout: 60_000 }, async () => {
    await signIn();
    await useSession.getState().loadUser();
    const list = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, model: `BZX-25-${400 + i}`, defaultStatus: '1' }));
    mockControl.answer({
      method: 'GET',
      path: 'wms/modular/authWoven/allocatedList',
      body: { code: 200, data: { list, total: 100_000 } },
    });
    const { stop } = await renderResult(1);
    try {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(await screen.findByRole('combobox', { name: '接地编织带（B）' }, { timeout: 15_000 }));
      expect(
        await screen.findByText('显示前 20 个，共 100000 个匹配：请输入以缩小范围', undefined, { timeout: 15_000 }),
      ).toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
