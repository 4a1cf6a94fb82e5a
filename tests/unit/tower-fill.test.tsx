import { render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TowerInfo } from '@/api/modules/tower/tower-info';
import { Providers } from '@/app/providers';
import { CrudPage } from '@/components/crud';
import { fillPercent, towerAlarmOf } from '@/lib/tower/fill';
import { towerInfoResource } from '@/resources/tower-info/tower-info.resource';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

/** One fill and alarm rule for the tower list, the live monitor and the dashboard: weights kg, levels t. */

afterEach(() => useSession.setState({ user: undefined, menus: undefined }));

/** Levels of a 20 t tower: low 3.5 t, high 18 t. */
const LEVELS = { capacity: 20, lowWarning: 3.5, highWarning: 18 } satisfies Partial<TowerInfo>;

describe('fill and alarm of a tower row', () => {
  it('reads the weight in kg against the capacity in t, one decimal, text figures too', () => {
    expect(fillPercent(14_589, 20)).toBe(72.9);
    expect(fillPercent('800', '8')).toBe(10);
    expect(fillPercent(21_000, 20)).toBe(105);
    for (const [weight, capacity] of [
      [undefined, 20],
      [null, 20],
      ['', 20],
      [10_000, 0],
      [10_000, undefined],
      [true, 20],
    ])
      expect(fillPercent(weight, capacity), `${String(weight)} / ${String(capacity)}`).toBeUndefined();
  });

  it("takes the server's alarm, else derives it from the reading (kg) and the levels (t) as the monitor does", () => {
    // The server's word wins, even against the levels.
    expect(towerAlarmOf({ ...LEVELS, alarm: 'normal', lastWeight: 1_000 })).toBe('normal');
    expect(towerAlarmOf({ ...LEVELS, lastWeight: 3_500 })).toBe('low');
    expect(towerAlarmOf({ ...LEVELS, lastWeight: 3_501 })).toBe('normal');
    expect(towerAlarmOf({ ...LEVELS, lastWeight: 18_000 })).toBe('high');
    expect(towerAlarmOf({ ...LEVELS, lastWeight: 17_999 })).toBe('normal');
    expect(towerAlarmOf({ highWarning: 18, lastWeight: 500 })).toBe('normal');
    expect(towerAlarmOf({ lowWarning: 3.5, lastWeight: 500 })).toBe('low');
    // Nothing to go by: no alarm rather than a guess.
    expect(towerAlarmOf({ ...LEVELS })).toBeUndefined();
    expect(towerAlarmOf({ lastWeight: 500 })).toBeUndefined();
  });
});

describe('the tower list', () => {
  it('shows the alarm derived from the levels when the server leaves it out, as the dashboard does', async () => {
    await signIn();
    await useSession.getState().loadUser();
    const rows: TowerInfo[] = [
      { id: 1, towerId: 'T-LOW', location: 'A', ...LEVELS, lastWeight: 3_000 },
      { id: 2, towerId: 'T-HIGH', location: 'B', ...LEVELS, lastWeight: 19_000 },
      { id: 3, towerId: 'T-OK', location: 'C', ...LEVELS, lastWeight: 10_000 },
      { id: 4, towerId: 'T-NONE', location: 'D', capacity: 20, lastWeight: 10_000 },
      { id: 5, towerId: 'T-SAID', location: 'E', ...LEVELS, lastWeight: 3_000, alarm: 'normal' },
    ];
    server.use(
      mswHttp.get('*/api/admin/tower/TowerInfo/page', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: { list: rows, total: rows.length } }),
      ),
    );
    render(
      <Providers>
        <MemoryRouter>
          <CrudPage resource={towerInfoResource} />
        </MemoryRouter>
      </Providers>,
    );
    const row = async (towerId: string) =>
      (await screen.findByText(towerId, undefined, { timeout: 10_000 })).closest('tr');
    const alarmCell = async (towerId: string) => {
      const cells = (await row(towerId))?.querySelectorAll('td') ?? [];
      const header = [...document.querySelectorAll('thead th')].findIndex((th) => th.textContent === '报警');
      return cells[header];
    };
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(5), {
      timeout: 10_000,
    });
    expect(await alarmCell('T-LOW')).toHaveTextContent(/^低位$/);
    expect(await alarmCell('T-HIGH')).toHaveTextContent(/^高位$/);
    expect(await alarmCell('T-OK')).toHaveTextContent(/^无$/);
    expect(await alarmCell('T-NONE')).toHaveTextContent(/^—$/);
    expect(await alarmCell('T-SAID')).toHaveTextContent(/^无$/);
    // The fill bar takes the same colour: orange at low, red at high.
    const bar = async (towerId: string) => within((await row(towerId)) as HTMLElement).getByRole('progressbar');
    expect((await bar('T-LOW')).querySelector('[style*="--ant-color-warning"]')).not.toBeNull();
    expect((await bar('T-HIGH')).querySelector('[style*="--ant-color-error"]')).not.toBeNull();
    expect((await bar('T-OK')).querySelector('[style*="--ant-color"]')).toBeNull();
  });
});
