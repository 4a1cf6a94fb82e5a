import { fireEvent, render, screen, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { PageQuery } from '@/api/types';
import { Providers } from '@/app/providers';
import { defineResource, type ResourceSpec } from '@/components/crud';
import { ImportDialog } from '@/components/crud/import/import-dialog';
import { i18n } from '@/lib/i18n';
import { giveBlobsArrayBuffer } from '../blob-array-buffer';

giveBlobsArrayBuffer();

interface Tank {
  id?: number;
  code?: string;
  level?: number;
}

const tankResource = defineResource<Tank, PageQuery>({
  key: 'tank',
  api: { page: () => Promise.resolve({ list: [], total: 0 }), create: () => Promise.resolve(1) },
  idKey: 'id',
  nameField: 'code',
  permission: 'test:tank',
  import: true,
  fields: [
    { name: 'code', required: true, unique: true, form: { maxLength: 8 } },
    { name: 'level', kind: 'number', unit: 't', form: { min: 0, max: 50 } },
  ],
});

interface Locker {
  id?: number;
  code?: string;
  password?: string;
}

const lockerResource = defineResource<Locker, PageQuery>({
  key: 'locker',
  api: { page: () => Promise.resolve({ list: [], total: 0 }), create: () => Promise.resolve(1) },
  idKey: 'id',
  nameField: 'code',
  permission: 'test:locker',
  import: true,
  fields: [
    { name: 'code', required: true },
    { name: 'password', kind: 'password', list: false },
  ],
});

async function xlsxFile(rows: (string | number | null)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return new File([await book.xlsx.writeBuffer()], 'tanks.xlsx');
}

/** The Import dialog of a resource, ready (its template offered), with a sheet of these rows chosen. */
async function uploadInto<T extends object>(
  resource: ResourceSpec<T>,
  { listName, title, template }: { listName: string; title: string; template: RegExp },
  rows: (string | number | null)[][],
): Promise<HTMLElement> {
  render(
    <Providers>
      <ImportDialog resource={resource} listName={listName} onClose={vi.fn()} onImported={vi.fn()} />
    </Providers>,
  );
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('button', { name: template }, { timeout: 30_000 });
  const input = dialog.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [await xlsxFile(rows)] } });
  return dialog;
}

const TANKS = { listName: '罐', title: '导入罐', template: /下载模板/ };

describe('the import preview', () => {
  it('names each error by its sheet row and column, and counts the rows that can be imported', async () => {
    for (const [lng, bundle] of [
      ['zh-CN', { name: '罐', fields: { code: '编码', level: '液位' } }],
      ['en', { name: 'Tank', fields: { code: 'Code', level: 'Level' } }],
    ] as const)
      i18n.addResourceBundle(lng, 'tank', bundle);
    const dialog = await uploadInto(tankResource, TANKS, [
      ['*编码', 'Level (t)'],
      ['T-1', 10],
      ['', '5'],
      ['T-1', 'x'],
      ['T-TOO-LONG', 80],
    ]);
    expect(await within(dialog).findByText('共 4 行：可导入 1 行，有错误 3 行', {}, { timeout: 30_000 })).toBeTruthy();
    for (const text of [
      '第 3 行「编码」：编码不能为空',
      '第 4 行「液位 (t)」：应为数字',
      '第 4 行「编码」：与第 2 行重复',
      '第 5 行「编码」：不能超过 8 个字符',
      '第 5 行「液位 (t)」：不能大于 50',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '导入 1 行' })).toBeTruthy();
  });

  it('in English, one row is one row in the summary and on the Import button', async () => {
    i18n.addResourceBundle('en', 'tank', { name: 'Tank', fields: { code: 'Code', level: 'Level' } });
    await i18n.changeLanguage('en');
    const dialog = await uploadInto(
      tankResource,
      { listName: 'Tanks', title: 'Import Tanks', template: /Download template/ },
      [['Code'], ['T-1'], ['']],
    );
    expect(
      await within(dialog).findByText('1 row: 1 can be imported, 0 have errors', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import 1 row' })).toBeTruthy();
  });

  it('shows a password read from the sheet as dots, never as typed', async () => {
    i18n.addResourceBundle('zh-CN', 'locker', { name: '柜', fields: { code: '编码', password: '密码' } });
    const dialog = await uploadInto(lockerResource, { listName: '柜', title: '导入柜', template: /下载模板/ }, [
      ['*编码', '密码'],
      ['L-1', 'Secret#2026'],
      ['L-2', null],
    ]);
    expect(await within(dialog).findByText('共 2 行：可导入 2 行，有错误 0 行', {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(dialog).queryByText('Secret#2026')).toBeNull();
    expect(within(dialog).getAllByText('••••••')).toHaveLength(1);
  });

  it('names unknown and missing required headers before any row is checked', async () => {
    const dialog = await uploadInto(tankResource, TANKS, [
      ['液位', '颜色'],
      [1, 'red'],
    ]);
    expect(
      await within(dialog).findByText('无法识别的列：颜色。 缺少必填列：编码。', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
