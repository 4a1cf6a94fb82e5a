import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { draftKey, newDraft, type Draft } from '@/features/configurator/draft';
import { ConfiguratorWizard } from '@/features/configurator/wizard';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/**
 * The load-cell step with 100,000 cells in the catalogue (`__mock.bulk`): it asks the server for the
 * cells that fit and ranks them, so the best cell is found wherever it lies in the catalogue.
 */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

/**
 * A 7 t platform scale on 4 cells, e 5 kg, dead load 250 kg: 2 162.5 kg per cell (C06), 2 265.6 kg
 * with the safety factor (V01). The smallest cells that carry it are the bulk's 2.5 t ones (the seed
 * has none between 2 t and 3 t), which lie past the 50,000th row of the catalogue's list.
 */
const atCells: Draft = {
  ...newDraft('PLATFORM'),
  step: 2,
  customer: '十万只传感器',
  deadLoad: 250,
  maxCapacity: 7000,
  division: 5,
};

/** The number a bulk cell's model ends in: its row in the catalogue's list. */
const rowOf = (model: string) => Number(/-B(\d{6})$/.exec(model)?.[1] ?? 0);

async function renderCellStep(draft: Draft) {
  await signIn();
  await useSession.getState().loadUser();
  localStorage.setItem(draftKey(useSession.getState().user?.name ?? ''), JSON.stringify(draft));
  const asked: URLSearchParams[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/wms/sensor/page')) asked.push(url.searchParams);
  };
  server.events.on('request:start', listen);
  render(
    <Providers>
      <MemoryRouter>
        <ConfiguratorWizard onLeave={vi.fn()} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByTestId('step-cell', undefined, { timeout: 15_000 });
  return { asked, stop: () => server.events.removeListener('request:start', listen) };
}

/** The candidate rows' first cells (the model column), in the order shown. */
const shownModels = () =>
  within(screen.getByTestId('candidates'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2)')?.textContent ?? '')
    .filter(Boolean);

describe('the load-cell step with 100,000 cells', () => {
  it('ranks first the best cell even when it lies far past the 1,000th', { timeout: 120_000 }, async () => {
    mockControl.bulk({ sensors: 100_000 });
    const { asked, stop } = await renderCellStep(atCells);
    try {
      await waitFor(() => expect(shownModels()[0]).toMatch(/^XB-2P5T-C\d-B\d{6}$/), { timeout: 60_000 });
      const best = shownModels()[0];
      expect(rowOf(best)).toBeGreaterThan(1000);
      const firstRow = within(screen.getByTestId('candidates')).getAllByRole('row')[1];
      expect(firstRow).toHaveTextContent('推荐');
      // What was asked: the platform's types, the legal load per cell, smallest Emax first.
      const ask = asked[asked.length - 1];
      expect(ask.get('minEmax')).toBe('2162');
      expect(ask.get('sensorTypeIds')).toBe('2,1');
      expect([ask.get('orderBy'), ask.get('order'), ask.get('status')]).toEqual(['emax', 'asc', '0']);
      expect(Number(ask.get('limit'))).toBeLessThanOrEqual(50);
      // More match than the page holds: it says so, and the pager reaches them.
      expect(screen.getByTestId('cells-more')).toHaveTextContent(/^\d{1,3}(,\d{3})* 个传感器符合所选类型/);
    } finally {
      stop();
    }
  });

  it('finds the cell at row 100,000 by its model', { timeout: 120_000 }, async () => {
    mockControl.bulk({ sensors: 100_000 });
    // The 100,000th cell is a 500 t column cell: look among column cells.
    const { stop } = await renderCellStep({ ...atCells, cellTypes: ['CL'] });
    try {
      fireEvent.change(screen.getByPlaceholderText('搜索型号'), { target: { value: 'B100000' } });
      await waitFor(() => expect(shownModels()).toEqual(['ZS-500T-C3-B100000']), { timeout: 60_000 });
    } finally {
      stop();
    }
  });
});
