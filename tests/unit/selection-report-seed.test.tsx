import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { selDataApi, type SelectionData } from '@/api/modules/wms/seldata';
import { Providers } from '@/app/providers';
import { reportDataOf } from '@/features/configurator/report/report-data';
import { SelectionReport } from '@/features/configurator/report/selection-report';
import SelDataPage from '@/pages/wms/seldata';
import { useSession } from '@/stores/session';
import { OLD_SELECTIONS, selections } from '@mocks/seed/wms-selection';
import { signIn } from '../helpers';

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

describe('the seeded selections', () => {
  it('carry checks, a verdict, a finest e and the parts figures, but for the oldest few', () => {
    const rows = selections() as SelectionData[];
    const lacking = (row: SelectionData) => reportDataOf(row).missing;
    const complete = rows.filter((row) => !lacking(row).some((m) => ['checks', 'verdict', 'partFigures'].includes(m)));
    expect(complete).toHaveLength(rows.length - OLD_SELECTIONS);
    for (const row of rows.slice(0, OLD_SELECTIONS)) expect(lacking(row)).toContain('checks');
  });

  it('the first row of the list opens on its saved checks and verdict', { timeout: 60_000 }, async () => {
    await signIn();
    await useSession.getState().loadUser();
    render(
      <Providers>
        <MemoryRouter>
          <SelDataPage />
        </MemoryRouter>
      </Providers>,
    );
    const openers = await screen.findAllByRole('button', { name: /报告/ }, { timeout: 15_000 });
    fireEvent.click(openers[0]);
    const checks = await screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
    expect(checks).not.toHaveTextContent('没有兼容性校核');
    expect(within(checks).getAllByRole('row').length).toBeGreaterThan(5);
    expect(within(checks).getByText(/C06/)).toBeInTheDocument();
    expect(screen.getByTestId('verdict').textContent).toMatch(/合法|不合法|兼容|不兼容/);
    expect(screen.queryByTestId('report-missing')?.querySelector('[data-missing="checks"]') ?? null).toBeNull();
  });

  it('an old row still says it was saved without checks', { timeout: 60_000 }, async () => {
    await signIn();
    const old = await selDataApi.get(1);
    render(
      <Providers>
        <SelectionReport selection={old} saved onClose={() => undefined} />
      </Providers>,
    );
    const checks = await screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
    expect(checks).toHaveTextContent('本选型保存时没有兼容性校核');
    expect(screen.getByTestId('report-missing').querySelector('[data-missing="checks"]')).not.toBeNull();
  });
});
