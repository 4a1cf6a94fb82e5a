import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { CrudPage } from '@/components/crud';
import { digitalChipResource } from '@/resources/digitalChip/digitalChip.resource';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { digitalChips } from '@mocks/seed/wms-catalogue-instruments';
import { signIn } from '../helpers';
import { MemoryRouter } from '../memory-router';
import { giveBlobsArrayBuffer } from '../blob-array-buffer';

giveBlobsArrayBuffer();

/*
 * Importing into the digital chips list against the mock (issue 37): "update existing", Cancel, a
 * reload in the middle, a failure in the middle, and the files refused up front.
 */

const LIST = '/api/admin/wms/DigitalChip';

/** Every request to the chips' API, as `METHOD path?query`, in the order they started. */
const calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith(LIST)) calls.push(`${request.method} ${url.pathname.slice(LIST.length)}${url.search}`);
};
const listCalls = () => calls.filter((c) => c.startsWith('GET /page'));
const creates = () => calls.filter((c) => c === 'POST ');

beforeEach(() => {
  calls.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  useSession.setState({ user: undefined, menus: undefined });
});

/**
 * Holds each `POST wms/DigitalChip` until the test lets it through (it then reaches the mock's own
 * handler) or drops it: the rows in flight are then known whatever the machine's speed.
 */
function holdCreates() {
  const held: { let: () => void; drop: () => void }[] = [];
  server.use(
    http.post(`*${LIST}`, () => {
      return new Promise<Response | undefined>((resolve) => {
        held.push({
          let: () => resolve(undefined),
          drop: () => resolve(HttpResponse.json({ code: 500, msg: 'dropped' })),
        });
      });
    }),
  );
  return held;
}

async function xlsxFile(name: string, rows: (string | number | null)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return new File([await book.xlsx.writeBuffer()], name);
}

/** The chips' list page, signed in as admin, its first rows on screen. */
async function renderChips() {
  await signIn();
  await useSession.getState().loadUser();
  const view = render(
    <Providers>
      <MemoryRouter>
        <CrudPage resource={digitalChipResource} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByText(`共 ${digitalChips().length} 条`, {}, { timeout: 30_000 });
  return view;
}

/** Opens Import and waits for the dialog to be ready. */
async function openImport(): Promise<HTMLElement> {
  const button = screen
    .getAllByText(/^导\s*入$/)
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null);
  if (!button) throw new Error('no Import button');
  fireEvent.click(button);
  const title = await screen.findByText('导入数字芯片', {}, { timeout: 30_000 });
  const dialog = title.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('no dialog');
  await within(dialog).findByText('下载模板', {}, { timeout: 30_000 });
  return dialog;
}

async function upload(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const clickText = (scope: HTMLElement, text: string | RegExp) => {
  const button = within(scope).getByText(text).closest('button');
  if (!button) throw new Error(`no button ${String(text)}`);
  fireEvent.click(button);
};

/** The preview table's row of a sheet row number. */
const sheetRow = (dialog: HTMLElement, rowNumber: number) => {
  const row = dialog.querySelector(`tr[data-row-key="${rowNumber}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${rowNumber}`);
  return row;
};

const HEADER = ['*型号', '*名称', '通道数'];
const newRows = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => [`${prefix}-${i + 1}`, `导入芯片${i + 1}`, 1]);

describe('importing the digital chips', () => {
  it('with "update existing" a row whose model exists is updated; without it the server refuses it', async () => {
    await renderChips();
    const existing = digitalChips()[3];
    const before = digitalChips().length;
    const rows = [
      [existing.model, '改名的芯片', 2],
      ['UPD-NEW-1', '新芯片', 1],
    ];

    let dialog = await openImport();
    fireEvent.click(within(dialog).getByLabelText('更新已存在的数据（按型号匹配）'));
    await upload(dialog, await xlsxFile('chips.xlsx', [HEADER, ...rows]));
    await within(dialog).findByText('共 2 行：可导入 2 行，有错误 0 行', {}, { timeout: 30_000 });
    clickText(dialog, '导入 2 行');
    await within(dialog).findByText('导入结束：新增 1 行，更新 1 行，失败 0 行（共 2 行）', {}, { timeout: 30_000 });
    expect(within(sheetRow(dialog, 2)).getByText('已更新')).toBeInTheDocument();
    expect(within(sheetRow(dialog, 3)).getByText('已新增')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'PUT ')).toHaveLength(1);
    expect(digitalChips().find((r) => r.id === existing.id)).toMatchObject({ name: '改名的芯片', channels: 2 });
    expect(digitalChips().filter((r) => r.model === existing.model)).toHaveLength(1);
    expect(digitalChips()).toHaveLength(before + 1);
    clickText(dialog, /^关\s*闭$/);
    await waitFor(() => expect(screen.queryByText('导入数字芯片')).not.toBeInTheDocument(), { timeout: 30_000 });

    // The same model again, "update existing" off: the server's refusal is that row's result.
    calls.length = 0;
    dialog = await openImport();
    await upload(dialog, await xlsxFile('chips.xlsx', [HEADER, [existing.model, '又一个名字', 4]]));
    await within(dialog).findByText('共 1 行：可导入 1 行，有错误 0 行', {}, { timeout: 30_000 });
    clickText(dialog, '导入 1 行');
    await within(dialog).findByText('导入结束：新增 0 行，更新 0 行，失败 1 行（共 1 行）', {}, { timeout: 30_000 });
    expect(within(sheetRow(dialog, 2)).getByText('失败')).toBeInTheDocument();
    expect(within(sheetRow(dialog, 2)).getByText(`第 2 行：型号“${existing.model}”已存在`)).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    expect(digitalChips().find((r) => r.id === existing.id)?.name).toBe('改名的芯片');
  });

  it('a failure in the middle undoes nothing and stops nothing; the list refreshes once at the end', async () => {
    await renderChips();
    const taken = digitalChips()[0].model;
    const rows = newRows('MID', 8);
    rows[2] = [taken, '重复的型号', 1];
    const dialog = await openImport();
    await upload(dialog, await xlsxFile('chips.xlsx', [HEADER, ...rows]));
    await within(dialog).findByText('共 8 行：可导入 8 行，有错误 0 行', {}, { timeout: 30_000 });
    calls.length = 0;
    clickText(dialog, '导入 8 行');
    await within(dialog).findByText('导入结束：新增 7 行，更新 0 行，失败 1 行（共 8 行）', {}, { timeout: 30_000 });
    expect(within(sheetRow(dialog, 4)).getByText(`第 4 行：型号“${taken}”已存在`)).toBeInTheDocument();
    // Every other row, those after the failure too, is in the list; nothing was deleted.
    for (const n of [1, 2, 4, 5, 6, 7, 8]) expect(digitalChips().some((r) => r.model === `MID-${n}`)).toBe(true);
    expect(creates()).toHaveLength(8);
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    // The list asks once, when the import ends; the answer shows the new rows.
    clickText(dialog, /^关\s*闭$/);
    await screen.findByText('MID-8', {}, { timeout: 30_000 });
    expect(listCalls()).toHaveLength(1);
  });

  it('Cancel starts no further row, awaits the rows sent and reports what the server did with each', async () => {
    const held = holdCreates();
    await renderChips();
    const dialog = await openImport();
    await upload(dialog, await xlsxFile('chips.xlsx', [HEADER, ...newRows('CAN', 10)]));
    await within(dialog).findByText('共 10 行：可导入 10 行，有错误 0 行', {}, { timeout: 30_000 });
    clickText(dialog, '导入 10 行');
    // Four in flight at most; two of them are let through, and two more start in their place.
    await waitFor(() => expect(held).toHaveLength(4), { timeout: 30_000 });
    held[0].let();
    held[1].let();
    await within(dialog).findByText('已完成 2 / 10 行，其中失败 0 行', {}, { timeout: 30_000 });
    await waitFor(() => expect(held).toHaveLength(6), { timeout: 30_000 });
    expect(creates()).toHaveLength(6);

    clickText(dialog, '取消导入');
    // The four rows sent are neither aborted nor reported as not saved: the import waits for them.
    await within(dialog).findByText(/正在停止：等待已发出的行完成…$/, {}, { timeout: 30_000 });
    expect(within(dialog).queryByText(/^导入结束/)).not.toBeInTheDocument();
    held[2].let();
    held[3].let();
    held[4].drop();
    held[5].drop();
    await within(dialog).findByText(/^导入结束：新增 4 行，更新 0 行，失败 2 行（共 10 行）/, {}, { timeout: 30_000 });
    expect(within(dialog).getByText(/导入已取消：其余 4 行未发送，没有保存。$/)).toBeInTheDocument();
    expect(creates()).toHaveLength(6);
    expect(
      digitalChips()
        .filter((r) => r.model.startsWith('CAN-'))
        .map((r) => r.model)
        .sort(),
    ).toEqual(['CAN-1', 'CAN-2', 'CAN-3', 'CAN-4']);
    for (const n of [2, 3, 4, 5]) expect(within(sheetRow(dialog, n)).getByText('已新增')).toBeInTheDocument();
    for (const n of [6, 7]) expect(within(sheetRow(dialog, n)).getByText('失败')).toBeInTheDocument();
    // The rows never sent no longer read as ready to import.
    for (const n of [8, 9, 10, 11]) expect(within(sheetRow(dialog, n)).getByText('未发送')).toBeInTheDocument();
    expect(within(dialog).queryByText('可导入')).not.toBeInTheDocument();
    expect(within(dialog).getByText('下载失败的行')).toBeInTheDocument();
  });

  it('after a reload in the middle, the next open of the dialog says how far the import got', async () => {
    const held = holdCreates();
    const view = await renderChips();
    let dialog = await openImport();
    await upload(dialog, await xlsxFile('chips-reload.xlsx', [HEADER, ...newRows('REL', 6)]));
    await within(dialog).findByText('共 6 行：可导入 6 行，有错误 0 行', {}, { timeout: 30_000 });
    clickText(dialog, '导入 6 行');
    await waitFor(() => expect(held).toHaveLength(4), { timeout: 30_000 });
    held[0].let();
    held[1].let();
    held[2].let();
    await within(dialog).findByText('已完成 3 / 6 行，其中失败 0 行', {}, { timeout: 30_000 });
    await waitFor(() => expect(held).toHaveLength(6), { timeout: 30_000 });
    // What a reload leaves: the page's storage as it is now (the page's code runs no further).
    const stored = Object.entries(localStorage);
    view.unmount();
    for (const h of held) h.drop();
    // The unmounted dialog's run awaits its rows sent and keeps its note; a reload would not have run it.
    await waitFor(() => expect(localStorage.getItem('console:import:digitalChip')).toContain('"done":6'), {
      timeout: 30_000,
    });
    localStorage.clear();
    for (const [key, value] of stored) localStorage.setItem(key, value);

    await renderChips();
    dialog = await openImport();
    expect(
      within(dialog).getByText(
        /^上次导入“chips-reload\.xlsx”（\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 开始）未完成：共 6 行，已处理 3 行，其中失败 0 行。/,
      ),
    ).toBeInTheDocument();
  });
  it('a list closed in the middle of an import: the rows sent finish, and the next open says how far it got', async () => {
    const held = holdCreates();
    const view = await renderChips();
    let dialog = await openImport();
    await upload(dialog, await xlsxFile('chips-closed.xlsx', [HEADER, ...newRows('CLO', 6)]));
    await within(dialog).findByText('共 6 行：可导入 6 行，有错误 0 行', {}, { timeout: 30_000 });
    clickText(dialog, '导入 6 行');
    await waitFor(() => expect(held).toHaveLength(4), { timeout: 30_000 });
    held[0].let();
    await within(dialog).findByText('已完成 1 / 6 行，其中失败 0 行', {}, { timeout: 30_000 });
    await waitFor(() => expect(held).toHaveLength(5), { timeout: 30_000 });
    // The tag closed: the dialog goes with its page. No sixth row starts; the four sent finish.
    view.unmount();
    held[1].let();
    held[2].let();
    held[3].drop();
    held[4].let();
    await waitFor(() => expect(localStorage.getItem('console:import:digitalChip')).toContain('"done":5'), {
      timeout: 30_000,
    });
    expect(creates()).toHaveLength(5);
    expect(digitalChips().filter((r) => r.model.startsWith('CLO-'))).toHaveLength(4);

    await renderChips();
    dialog = await openImport();
    expect(
      within(dialog).getByText(
        /^上次导入“chips-closed\.xlsx”（\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 开始）未完成：共 6 行，已处理 5 行，其中失败 1 行。/,
      ),
    ).toBeInTheDocument();
  });
});

describe('files refused before anything is checked', () => {
  it('names a file that is not xlsx, a sheet of headers only, and more rows than the limit of 10,000', async () => {
    await renderChips();
    const dialog = await openImport();
    expect(within(dialog).getByText(/最多 10,000 行/)).toBeInTheDocument();

    await upload(dialog, new File(['型号,名称\nA-1,甲'], 'chips.xlsx'));
    await within(dialog).findByText('“chips.xlsx”无法导入', {}, { timeout: 30_000 });
    expect(within(dialog).getByText('这不是 Excel（.xlsx）文件，请使用下载的模板或列表导出的文件')).toBeInTheDocument();

    await upload(dialog, await xlsxFile('headers.xlsx', [HEADER]));
    await within(dialog).findByText('“headers.xlsx”无法导入', {}, { timeout: 30_000 });
    expect(within(dialog).getByText('工作表只有表头，没有数据行')).toBeInTheDocument();

    await upload(dialog, await xlsxFile('many.xlsx', [HEADER, ...newRows('MANY', 10_001)]));
    await within(dialog).findByText('“many.xlsx”无法导入', {}, { timeout: 60_000 });
    expect(within(dialog).getByText(/文件有 10,001 行数据，超过一次最多导入 10,000 行的上限/)).toBeInTheDocument();
    expect(within(dialog).queryByText('行号')).not.toBeInTheDocument();
    expect(creates()).toEqual([]);
  });
});
