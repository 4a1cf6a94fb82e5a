import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { cellPickOf, meterPickOf } from '@/features/configurator/catalogue';
import { draftKey, newDraft, type Draft } from '@/features/configurator/draft';
import { ConfiguratorWizard } from '@/features/configurator/wizard';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/** The wizard in the page: a change re-checks at once in the browser, with no request. */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

/** §3.6 at the indicator step: 3 t, e 1 kg, 4 × XB-1P5T-C3, XK3210-E7. */
const draft: Draft = {
  ...newDraft('PLATFORM'),
  step: 3,
  customer: '例一',
  deadLoad: 250,
  maxCapacity: 3000,
  division: 1,
  cell: cellPickOf(
    { id: 155, model: 'XB-1P5T-C3', emax: 1500, accuracyClass: 'C3', nLC: 3000, y: 10000, ratedOutput: 2 },
    'SB',
  ),
  meter: meterPickOf({ id: 22, model: 'XK3210-E7', accuracyClass: 'III', nind: 10000, uExc: 5, duMin: 0.5 }),
};

async function renderWizard() {
  await signIn();
  await useSession.getState().loadUser();
  localStorage.setItem(draftKey(useSession.getState().user?.name ?? ''), JSON.stringify(draft));
  render(
    <Providers>
      <MemoryRouter>
        <ConfiguratorWizard onLeave={vi.fn()} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByText(/仪表校核：XK3210-E7 配 XB-1P5T-C3/, undefined, { timeout: 15_000 });
}

const checkRow = (key: string) =>
  screen.getByTestId('indicator-checks').querySelector(`[data-check="${key}"]`) ?? document.createElement('i');

describe('configurator wizard', () => {
  it(
    're-checks on every change without asking the server, and keeps the change in the draft',
    { timeout: 60_000 },
    async () => {
      await renderWizard();
      // The fitting meters have come (the step's own requests are done).
      await waitFor(() => expect(screen.getAllByText(/^YB-\d{4}-\d{4}$/).length).toBeGreaterThan(0), {
        timeout: 15_000,
      });
      expect(checkRow('C02')).toHaveTextContent('0.99');
      expect(checkRow('C02')).toHaveTextContent('通过');

      const requests: string[] = [];
      const listen = ({ request }: { request: Request }) => void requests.push(request.url);
      server.events.on('request:start', listen);
      try {
        // p_con 0.8: 0.49 + 0.25 + 0.64 = 1.38 > 1, C02 fails at once.
        fireEvent.change(screen.getByLabelText(/连接件误差分配系数/), { target: { value: '0.8' } });
        await waitFor(() => expect(checkRow('C02')).toHaveTextContent('1.38'), { timeout: 15_000 });
        expect(checkRow('C02')).toHaveTextContent('不通过');
        expect(requests).toEqual([]);
      } finally {
        server.events.removeListener('request:start', listen);
      }
      const stored = JSON.parse(
        localStorage.getItem(draftKey(useSession.getState().user?.name ?? '')) ?? '{}',
      ) as Draft;
      expect(stored.pCon).toBe(0.8);
    },
  );
  it(
    'reserves a selection number when it starts (domain §5.4) and keeps it in the draft',
    { timeout: 60_000 },
    async () => {
      await signIn();
      await useSession.getState().loadUser();
      const key = draftKey(useSession.getState().user?.name ?? '');
      localStorage.removeItem(key);
      const asked: string[] = [];
      const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
      server.events.on('request:start', listen);
      try {
        render(
          <Providers>
            <MemoryRouter>
              <ConfiguratorWizard onLeave={vi.fn()} />
            </MemoryRouter>
          </Providers>,
        );
        await waitFor(
          () => expect((JSON.parse(localStorage.getItem(key) ?? '{}') as Draft).selectionNo).toMatch(/^XX\d{8}-\d{4}$/),
          { timeout: 15_000 },
        );
        expect(asked.filter((path) => path.endsWith('/wms/seldata/model'))).toHaveLength(1);
      } finally {
        server.events.removeListener('request:start', listen);
      }
    },
  );

  it('says so when more cells match than the page it ranks', { timeout: 60_000 }, async () => {
    const sensor = { id: 155, model: 'XB-1P5T-C3', emax: 1500, accuracyClass: 'C3', nLC: 3000, y: 10000, status: '0' };
    mockControl.answer({
      method: 'GET',
      path: 'wms/sensor/page',
      body: { code: 200, data: { list: [sensor], total: 100000 } },
    });
    await signIn();
    await useSession.getState().loadUser();
    const atCells: Draft = { ...draft, step: 2, cell: undefined, meter: undefined };
    localStorage.setItem(draftKey(useSession.getState().user?.name ?? ''), JSON.stringify(atCells));
    render(
      <Providers>
        <MemoryRouter>
          <ConfiguratorWizard onLeave={vi.fn()} />
        </MemoryRouter>
      </Providers>,
    );
    // 3 t + 250 kg dead load + 10 % IZSR⁺ and NUD on 4 cells: 962.5 kg per cell.
    expect(await screen.findByTestId('cells-more', undefined, { timeout: 15_000 })).toHaveTextContent(
      '100,000 个传感器符合所选类型并能承受每只 962.5 kg，按额定量程从小到大排列；这里排序的是第 1–1 个',
    );
  });
});
