import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { http as mswHttp } from 'msw';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageQuery, PageResult } from '@/api/types';
import { Providers } from '@/app/providers';
import { getToken } from '@/lib/auth/token';
import { i18n, namespacesOfPage } from '@/lib/i18n';
import { pageRegistry } from '@/router/registry';
import { ptfjResource } from '@/resources/attachment/ptfj.resource';
import { tyfjResource } from '@/resources/attachment/tyfj.resource';
import { connectBoxResource } from '@/resources/connectBox/connectBox.resource';
import { digitalChipResource } from '@/resources/digitalChip/digitalChip.resource';
import { instrumentCabinetResource } from '@/resources/instrumentCabinet/instrumentCabinet.resource';
import { instrumentVersionResource } from '@/resources/instrumentVersion/instrumentVersion.resource';
import { largeScreenResource } from '@/resources/largeScreen/largeScreen.resource';
import { modularResource } from '@/resources/modular/modular.resource';
import { newCabinetResource } from '@/resources/newCabinet/newCabinet.resource';
import { newMeterResource } from '@/resources/newMeter/newMeter.resource';
import { overplateResource } from '@/resources/overplate/overplate.resource';
import { platformScaleResource } from '@/resources/platformScale/platformScale.resource';
import { sensorResource } from '@/resources/sensor/sensor.resource';
import { sensorTypesResource } from '@/resources/sensortypes/sensortypes.resource';
import { specimenResource } from '@/resources/specimen/specimen.resource';
import { specimenOutResource } from '@/resources/specimenOut/specimenOut.resource';
import { specimenUseResource } from '@/resources/specimenUse/specimenUse.resource';
import { stabilizerResource } from '@/resources/stabilizer/stabilizer.resource';
import { standBarResource } from '@/resources/standBar/standBar.resource';
import { truckScaleResource } from '@/resources/truckScale/truckScale.resource';
import { weightInstrumentResource } from '@/resources/weightInstrument/weightInstrument.resource';
import { wovenResource } from '@/resources/woven/woven.resource';
import { xlResource } from '@/resources/xl/xl.resource';
import { useSession } from '@/stores/session';
import { MENU_TREE } from '@mocks/seed/menus';
import { server } from '@mocks/node';
import { ADMIN, signIn } from '../helpers';

const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

/** What this test reads of a declaration, whatever its record type. */
interface Declared {
  key: string;
  permission: string;
  nameField: string;
  export?: boolean;
  api: { page(query: PageQuery): Promise<PageResult<object>> };
  fields: readonly { name: string; list?: unknown; form?: unknown }[];
}

/** Every warehouse catalogue declaration, by the menu component of its page. */
const CATALOGUE: [component: string, resource: Declared][] = [
  ['wms/modular/index', modularResource],
  ['wms/sensor/index', sensorResource],
  ['wms/sensortypes/index', sensorTypesResource],
  ['wms/woven/index', wovenResource],
  ['wms/stabilizer/index', stabilizerResource],
  ['wms/overplate/index', overplateResource],
  ['wms/ConnectBox/index', connectBoxResource],
  ['wms/StandBar/index', standBarResource],
  ['wms/xl/index', xlResource],
  ['wms/gyc/ptfj/index', ptfjResource],
  ['wms/gyc/tyfj/index', tyfjResource],
  ['wms/WeightInstrument/index', weightInstrumentResource],
  ['wms/InstrumentVersion/index', instrumentVersionResource],
  ['wms/InstrumentCabinet/index', instrumentCabinetResource],
  ['wms/NewCabinet/index', newCabinetResource],
  ['wms/NewMeter/index', newMeterResource],
  ['wms/LargeScreen/index', largeScreenResource],
  ['wms/DigitalChip/index', digitalChipResource],
  ['wms/PlatformScale/index', platformScaleResource],
  ['wms/TruckScale/index', truckScaleResource],
  ['wms/Specimen/index', specimenResource],
  ['wms/SpecimenOut/index', specimenOutResource],
  ['wms/SpecimenUse/index', specimenUseResource],
];

/** A column title per page that proves its English texts loaded. */
const ENGLISH_COLUMN: Record<string, string> = {
  'wms/modular/index': 'Model no.',
  'wms/sensor/index': 'Capacity Emax (kg)',
  'wms/sensortypes/index': 'Code',
  'wms/woven/index': 'Cross-section (mm²)',
  'wms/stabilizer/index': 'Max. horizontal force (kN)',
  'wms/overplate/index': 'Thickness (mm)',
  'wms/ConnectBox/index': 'Channels',
  'wms/StandBar/index': 'Height (mm)',
  'wms/xl/index': 'Cores',
  'wms/gyc/ptfj/index': 'Material code',
  'wms/gyc/tyfj/index': 'Drawing no.',
  'wms/WeightInstrument/index': 'Excitation (V)',
  'wms/InstrumentVersion/index': 'Firmware',
  'wms/InstrumentCabinet/index': 'Indicator slots',
  'wms/NewCabinet/index': 'Number',
  'wms/NewMeter/index': 'Category',
  'wms/LargeScreen/index': 'Character height (in)',
  'wms/DigitalChip/index': 'Sample rate (Hz)',
  'wms/PlatformScale/index': 'Max capacity (kg)',
  'wms/TruckScale/index': 'Sections',
  'wms/Specimen/index': 'In stock',
  'wms/SpecimenOut/index': 'Quantity',
  'wms/SpecimenUse/index': 'User',
};

/** The spec's nine exports. */
const EXPORTED = [
  'modular',
  'overplate',
  'ptfj',
  'tyfj',
  'largeScreen',
  'digitalChip',
  'truckScale',
  'specimen',
  'specimenOut',
];

interface MenuLeaf {
  component: string;
  perm: string;
}
function menuLeaves(): MenuLeaf[] {
  const leaves: MenuLeaf[] = [];
  const walk = (items: readonly object[]) => {
    for (const item of items) {
      if ('children' in item && Array.isArray(item.children)) walk(item.children as object[]);
      else leaves.push(item as MenuLeaf);
    }
  };
  walk(MENU_TREE);
  return leaves;
}

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

describe('warehouse catalogue declarations', () => {
  it('name every field, the record and the list in Chinese and English', () => {
    for (const [, resource] of CATALOGUE) {
      for (const lng of ['zh-CN', 'en']) {
        const t = i18n.getFixedT(lng, resource.key);
        for (const key of ['name', 'listName', ...resource.fields.map((f) => `fields.${f.name}`)]) {
          expect(i18n.exists(`${resource.key}:${key}`, { lng }), `${lng} ${resource.key}:${key}`).toBe(true);
          expect(t(key)).not.toBe('');
        }
      }
    }
  });

  it('sit on the menu component, permission and namespace of their page, and export what the spec exports', () => {
    const leaves = menuLeaves();
    for (const [component, resource] of CATALOGUE) {
      const leaf = leaves.find((l) => l.component === component);
      expect(leaf, component).toBeDefined();
      expect(leaf?.perm, component).toBe(resource.permission);
      expect(Object.keys(pageRegistry), component).toContain(component);
      expect(namespacesOfPage(component), component).toContain(resource.key);
      expect(Boolean(resource.export), resource.key).toBe(EXPORTED.includes(resource.key));
    }
  });
});

async function renderPage(component: string, path = '/wms/page') {
  await signIn(ADMIN);
  await useSession.getState().loadUser();
  const Page = lazy(pageRegistry[component]);
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>
    </Providers>,
  );
}

const table = () => {
  const found = document.querySelector('table');
  if (!found) throw new Error('no table');
  return found;
};
/** The button with this text (antd spaces two-character labels). getByRole is slow on a wide table. */
const button = (name: RegExp): HTMLElement => {
  const found = screen
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null);
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
/** A first render loads the page chunk, its texts and dictionaries: slow on a busy machine. */
const LOAD = { timeout: 15_000 };

describe('warehouse catalogue pages', () => {
  beforeEach(() => {
    // One row per list is proof enough, and a wide 20-row table is slow to render in jsdom.
    server.use(
      mswHttp.get('*/api/admin/wms/*', async ({ request }) => {
        const url = new URL(request.url);
        if (!url.pathname.endsWith('/page') || url.searchParams.get('limit') === '1') return undefined;
        url.searchParams.set('limit', '1');
        const answer = await fetch(url, { headers: request.headers });
        return new Response(await answer.text(), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });

  // The browser journey opens every page in Chinese; here each opens in English.
  it.each(CATALOGUE)(
    '%s lists the first row of its resource, under English column titles',
    async (component, resource) => {
      await i18n.changeLanguage('en');
      await renderPage(component);
      const first = (await resource.api.page({ page: 1, limit: 1 })).list[0] as Record<string, unknown>;
      const name = String(first[resource.nameField]);
      expect((await screen.findAllByText(name, {}, LOAD))[0].closest('td')).not.toBeNull();
      const heads = [...table().querySelectorAll('th')].map((th) => th.textContent ?? '');
      expect(heads.join(' | ')).toContain(ENGLISH_COLUMN[component]);
      expect(heads.filter((head) => head.includes('fields.'))).toEqual([]);
    },
    90_000,
  );
});

describe('export of a catalogue list', () => {
  const queries: URLSearchParams[] = [];
  beforeEach(() => {
    queries.length = 0;
    saveAs.mockClear();
    server.use(
      mswHttp.get('*/api/admin/wms/TruckScale/downloadExcel', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
  });

  it('sends the search and the visible columns, and names the file after the list and the day', async () => {
    await renderPage('wms/TruckScale/index');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findAllByText(/^SCS-/, {}, LOAD);
    // Search one deck type, then export.
    const deck = document.querySelector('input[aria-label="秤台结构"]');
    if (!(deck instanceof HTMLElement)) throw new Error('no deck type select');
    await user.click(deck);
    await user.click(await screen.findByTitle('U 型梁'));
    await user.click(button(/^搜\s*索$/));
    await user.click(button(/^导\s*出$/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));

    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(saveAs.mock.calls[0][1]).toBe(`汽车衡_${day}.xlsx`);
    const query = queries.at(-1);
    expect(query?.get('deckType')).toBe('U_BEAM');
    const columns = query?.get('columns')?.split(',') ?? [];
    expect(columns.slice(0, 3)).toEqual(['model', 'name', 'maxCapacity']);
    expect(columns).not.toContain('id');
    expect(columns).not.toContain('deadLoad');
    expect(columns).not.toContain('connectBoxId');

    // The sheet the mock writes for that query has those columns, titled as the list titles them.
    const response = await fetch(`http://localhost/api/admin/wms/TruckScale/downloadExcel?${query?.toString()}`, {
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    });
    const sheet = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['xl/worksheets/sheet1.xml']);
    const header = [...(/<row r="1">(.*?)<\/row>/.exec(sheet)?.[1] ?? '').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map(
      (m) => m[1],
    );
    const titles = [...table().querySelectorAll('thead th')]
      .map((th) => th.textContent?.trim() ?? '')
      .filter((text) => text !== '' && text !== '操作');
    expect(header).toEqual(titles);
  }, 90_000);
});
