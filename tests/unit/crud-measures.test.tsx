import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, type RequestHandler } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standardResource } from '@/api/resource';
import type { Audited, PageQuery } from '@/api/types';
import { Providers } from '@/app/providers';
import { CrudPage, defineResource } from '@/components/crud';
import { numberRangeParams } from '@/components/crud/search-form';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { formatMeasure } from '@/utils/number';
import { defineTable } from '@mocks/db';
import { crudHandlers } from '@mocks/lib/crud';
import { faultHandler, server } from '@mocks/node';
import { ADMIN, signIn } from '../helpers';

/** A catalogue-like record: a model code, a capacity in kg and a picture. */
interface Cell extends Audited {
  cellId?: number;
  model?: string;
  emax?: number;
  image?: string;
}
type CellRow = Required<Omit<Cell, keyof Audited>> & { createTime: string };

const cells = defineTable<CellRow>('test_cell', () =>
  [500, 1000, 1500, 2000, 30000, 250000].map((emax, i) => ({
    cellId: i + 1,
    model: `SJ-${emax}KG-C3-LONG-MODEL-CODE`,
    emax,
    // One picture from the content service, one a script URL a broken backend might send.
    image: i === 0 ? '/api/content/files/preview/cell.png' : i === 1 ? 'javascript:alert(1)' : '',
    createTime: '2026-01-01 08:00:00',
  })),
);

const PATH = 'test/cells';
const cellHandlers: RequestHandler[] = crudHandlers<CellRow>({
  path: PATH,
  rows: cells,
  tableName: 'test_cell',
  idKey: 'cellId',
  perm: 'wms:sensor',
  filters: { model: 'like', emax: 'range' },
  defaultSort: { field: 'cellId', order: 'asc' },
  defaults: () => ({ image: '' }),
});

const cellResource = defineResource({
  key: 'cell',
  api: standardResource<Cell, PageQuery>(PATH),
  idKey: 'cellId',
  nameField: 'model',
  permission: 'wms:sensor',
  fields: [
    { name: 'cellId', form: false },
    { name: 'model', search: true, list: { nowrap: true } },
    { name: 'emax', kind: 'number', unit: 'kg', search: { kind: 'numberRange' } },
    { name: 'image', kind: 'image', image: { fileClass: 'product', maxBytes: 1024 } },
  ],
});

const pageQueries: URLSearchParams[] = [];
const uploads: FormData[] = [];

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'cell', {
    name: '传感器',
    fields: { cellId: '编号', model: '型号', emax: '额定量程', image: '图片' },
  });
});

beforeEach(() => {
  pageQueries.length = 0;
  uploads.length = 0;
  server.use(
    faultHandler,
    mswHttp.get(`*/api/admin/${PATH}/page`, ({ request }) => {
      pageQueries.push(new URL(request.url).searchParams);
      return undefined;
    }),
    mswHttp.post('*/api/admin/files', async ({ request }) => {
      uploads.push(await request.clone().formData());
      return undefined;
    }),
    ...cellHandlers,
  );
});

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

async function renderCells() {
  await signIn(ADMIN);
  await useSession.getState().loadUser();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>
        <CrudPage resource={cellResource} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByText('SJ-500KG-C3-LONG-MODEL-CODE');
  return user;
}

const table = () => screen.getByRole('table', { hidden: true });
const dialog = () => screen.getByRole('dialog', { hidden: true });
const button = (name: RegExp, scope: HTMLElement = document.body): HTMLElement => {
  const found = within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null);
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};

describe('measured values, ranges and pictures on the toolkit', () => {
  it('formats a measure with grouped thousands in the reader language, and leaves non-numbers alone', () => {
    expect(formatMeasure(250000, 'zh-CN')).toBe('250,000');
    expect(formatMeasure(0.0015, 'en')).toBe('0.0015');
    expect(formatMeasure('1500.5', 'en')).toBe('1,500.5');
    expect(formatMeasure('C3', 'en')).toBe('');
    expect(formatMeasure(Number.NaN, 'en')).toBe('');
    expect(numberRangeParams([1000, undefined], 'emax')).toEqual({ minEmax: 1000 });
    expect(numberRangeParams([null, 2000], 'emax')).toEqual({ maxEmax: 2000 });
    expect(numberRangeParams('1000', 'emax')).toEqual({});
  });

  it('titles a measured column with its unit, right-aligns its grouped figures and keeps codes on one line', async () => {
    await renderCells();
    // antd repeats the header row in a hidden measuring row; the visible one comes first.
    expect(within(table()).getAllByText('额定量程 (kg)')[0].closest('th')).not.toBeNull();
    const cell = within(table()).getByText('250,000').closest('td');
    expect(cell).toHaveStyle({ textAlign: 'right' });
    const code = within(table()).getByText('SJ-250000KG-C3-LONG-MODEL-CODE').closest('td');
    expect(code?.className).toMatch(/nowrap/);
  });

  it('searches a capacity range as minEmax/maxEmax and lists only the rows inside it (inclusive)', async () => {
    const user = await renderCells();
    await user.type(screen.getByLabelText('最小额定量程'), '1000');
    await user.type(screen.getByLabelText('最大额定量程'), '2000');
    await user.click(button(/^搜\s*索$/));
    await waitFor(() => expect(within(table()).queryByText('SJ-500KG-C3-LONG-MODEL-CODE')).not.toBeInTheDocument());
    expect(pageQueries.at(-1)?.get('minEmax')).toBe('1000');
    expect(pageQueries.at(-1)?.get('maxEmax')).toBe('2000');
    expect(within(table()).getByText('SJ-1000KG-C3-LONG-MODEL-CODE')).toBeInTheDocument();
    expect(within(table()).getByText('SJ-2000KG-C3-LONG-MODEL-CODE')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('shows a picture as a thumbnail and an unsafe picture URL as text, never as a link or image', async () => {
    await renderCells();
    const image = within(table()).getByRole('img', { name: '图片', hidden: true });
    expect(image).toHaveAttribute('src', '/api/content/files/preview/cell.png');
    expect(within(table()).getByText('javascript:alert(1)').tagName).toBe('SPAN');
    expect(table().querySelectorAll('img[src^="javascript"]')).toHaveLength(0);
  });

  it('refuses a file that is not a picture, or too large, where it was picked, and sends nothing', async () => {
    const user = await renderCells();
    await user.click(button(/^新\s*增$/));
    const fileInput = () => {
      const input = dialog().querySelector('input[type="file"]');
      if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
      return input;
    };
    await userEvent.upload(fileInput(), new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await within(dialog()).findByRole('alert', { hidden: true })).toHaveTextContent(
      '“sheet.pdf”不是图片，请选择 PNG、JPEG、WebP 或 GIF 文件',
    );
    // antd gives the picker a fresh input after each pick.
    await userEvent.upload(fileInput(), new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert', { hidden: true })).toHaveTextContent(
        '“big.png”大小为 2 KB，图片不能超过 1 KB',
      ),
    );
    expect(uploads).toHaveLength(0);
  });

  it('uploads a picture into its file class and saves its preview URL with the record', async () => {
    const user = await renderCells();
    await user.click(button(/^新\s*增$/));
    await user.type(within(dialog()).getByPlaceholderText('请输入型号'), 'SJ-NEW');
    const input = dialog().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'cell.png', { type: 'image/png' }));
    const preview = await within(dialog()).findByRole('img', { name: '图片', hidden: true });
    expect(preview.getAttribute('src')).toMatch(/^\/api\/content\/files\/preview\/\w+/);
    expect(uploads).toHaveLength(1);
    expect(uploads[0].get('clsId')).toBe('1');
    await user.click(button(/^确\s*定$/, dialog()));
    await waitFor(() => expect(cells().find((c) => c.model === 'SJ-NEW')?.image).toBe(preview.getAttribute('src')));
  });
});
