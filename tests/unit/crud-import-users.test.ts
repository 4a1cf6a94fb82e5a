import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userApi } from '@/api/modules/system/user';
import { convertCell, loadChoices, type Say } from '@/components/crud/import/check';
import { defineResource } from '@/components/crud/define-resource';
import { importColumns, templateHeader, type FixedT, type ImportColumn } from '@/components/crud/import/columns';
import { previewImport } from '@/components/crud/import/preview';
import { runImport, type RowOutcome } from '@/components/crud/import/run';
import { i18n } from '@/lib/i18n';
import { userResource } from '@/resources/user/user.resource';
import { server } from '@mocks/node';
import { signIn } from '../helpers';
import { giveBlobsArrayBuffer } from '../blob-array-buffer';

giveBlobsArrayBuffer();

/*
 * The users list's posts and roles in an import (issue 37): names in a cell, separated by `,`, `，`
 * or `、`, sent as the ids the form's inputs send; an unknown name is the row's error.
 */

const fixed = (lng: 'zh-CN' | 'en'): FixedT => i18n.getFixedT(lng) as unknown as FixedT;
const sayIn =
  (lng: 'zh-CN' | 'en'): Say =>
  (key, values) =>
    fixed(lng)(key, values);
const context = (lng: 'zh-CN' | 'en') => {
  const languages = lng === 'zh-CN' ? ['zh-CN', 'en'] : ['en', 'zh-CN'];
  return { t: fixed(lng), languages, ts: languages.map((l) => fixed(l as 'zh-CN' | 'en')), say: sayIn(lng) };
};

/** The options calls the import makes, to count them. */
const optionCalls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (/\/(deposts|roles)\/options$/.test(path)) optionCalls.push(path);
};
beforeEach(() => {
  optionCalls.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** A sheet with the template's headers, each row given by field name. */
async function usersFile(columns: readonly ImportColumn[], rows: Record<string, string>[]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(columns.map(templateHeader));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.name] ?? null));
  return new File([await book.xlsx.writeBuffer()], 'users.xlsx');
}

const column = (columns: readonly ImportColumn[], name: string) => columns.find((c) => c.name === name);

describe('users import: posts and roles', () => {
  it("the template has a posts and a roles column, labelled in the user's language, of several choices", () => {
    const zh = importColumns(userResource, fixed('zh-CN'));
    expect(column(zh, 'postIds')).toMatchObject({ label: '岗位', kind: 'choices', multiple: true, required: false });
    expect(column(zh, 'roleIds')).toMatchObject({ label: '角色', kind: 'choices', multiple: true });
    const en = importColumns(userResource, fixed('en'));
    expect(en.map(templateHeader)).toEqual(expect.arrayContaining(['Posts', 'Roles']));
  });

  it('takes posts and roles by name with any of the separators, and the created users hold their ids', async () => {
    await signIn();
    const columns = importColumns(userResource, fixed('zh-CN'));
    const stamp = Date.now().toString(36);
    const file = await usersFile(columns, [
      {
        userName: `imp_a${stamp}`,
        nickName: '甲',
        password: 'secret1',
        postIds: '董事长，项目经理',
        roleIds: '选型工程师',
      },
      {
        userName: `imp_b${stamp}`,
        nickName: '乙',
        password: 'secret2',
        postIds: ' 人力资源 , 质检员 ',
        roleIds: '操作员、设备管理员',
      },
    ]);
    const result = await previewImport(userResource, file, context('zh-CN'));
    if ('failure' in result) throw new Error(result.failure);
    const { rows } = result.preview;
    expect(rows.map((row) => row.errors)).toEqual([[], []]);
    expect(rows.map((row) => [row.record.postIds, row.record.roleIds])).toEqual([
      [[1, 2], [3]],
      [
        [3, 6],
        [2, 4],
      ],
    ]);
    // Each list is read once for the whole file, not once per row.
    expect(optionCalls.filter((p) => p.endsWith('/deposts/options'))).toHaveLength(1);
    expect(optionCalls.filter((p) => p.endsWith('/roles/options'))).toHaveLength(1);

    const outcomes: RowOutcome[] = [];
    await runImport({
      rows,
      api: userApi as unknown as Parameters<typeof runImport>[0]['api'],
      idKey: 'userId',
      signal: new AbortController().signal,
      unknownFailure: 'failed',
      onRow: (outcome) => outcomes.push(outcome),
    });
    expect(outcomes.map((o) => o.result)).toEqual(['created', 'created']);
    const saved = async (userName: string) => {
      const page = await userApi.page({ page: 1, limit: 10, userName });
      const userId = page.list.find((u) => u.userName === userName)?.userId;
      if (userId === undefined) throw new Error(`${userName} was not created`);
      const user = await userApi.get(userId);
      return [[...(user.postIds ?? [])].sort(), [...(user.roleIds ?? [])].sort()];
    };
    expect(await saved(`imp_a${stamp}`)).toEqual([[1, 2], [3]]);
    expect(await saved(`imp_b${stamp}`)).toEqual([
      [3, 6],
      [2, 4],
    ]);
  });

  it('an unknown post is an error naming its row and the column, in Chinese and in English', async () => {
    await signIn();
    for (const lng of ['zh-CN', 'en'] as const) {
      const columns = importColumns(userResource, fixed(lng));
      const file = await usersFile(columns, [
        { userName: 'imp_ok', nickName: '甲', password: 'secret1', postIds: '董事长' },
        { userName: 'imp_bad', nickName: '乙', password: 'secret2', postIds: '董事长，销售总监' },
      ]);
      const result = await previewImport(userResource, file, context(lng));
      if ('failure' in result) throw new Error(result.failure);
      const [ok, bad] = result.preview.rows;
      expect(ok.errors).toEqual([]);
      expect(bad.errors).toHaveLength(1);
      const [error] = bad.errors;
      expect([error.row, error.field]).toEqual([3, 'postIds']);
      const shown = fixed(lng)('crud:import.preview.cellError', {
        row: error.row,
        column: error.column,
        message: error.message,
      });
      expect(shown).toBe(
        lng === 'zh-CN'
          ? '第 3 行「岗位」：“销售总监”不在可选列表中（按名称和编号都没有找到）'
          : 'Row 3, Posts: "销售总监" is not in the list (looked up by name and by ID)',
      );
    }
  });
});

describe('a column of choices from a remote list', () => {
  interface Crew {
    id?: number;
    shifts?: number[];
  }
  const crews = (options: () => Promise<{ label: string; value: number }[]>) =>
    defineResource<Crew, { page?: number }>({
      key: 'crew',
      api: { page: () => Promise.resolve({ list: [], total: 0 }) },
      idKey: 'id',
      nameField: 'id',
      permission: 'x:crew',
      fields: [{ name: 'shifts', kind: 'custom', form: { input: () => null }, importAs: { kind: 'choices', options } }],
    });
  const say: Say = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

  it('takes a name before an id, an id where no name is the same, and says so when the list cannot be read', async () => {
    const [shifts] = importColumns(
      crews(() =>
        Promise.resolve([
          { label: 'Night', value: 1 },
          { label: '1', value: 2 },
        ]),
      ),
      fixed('en'),
    );
    const accepted = (await loadChoices([shifts], ['en'], [fixed('en')])).get('shifts')?.accepted;
    // "1" is the second shift's name, so it is that shift, not the first's id; "2" is no name: the id.
    expect(convertCell(shifts, 'night、1', accepted, say)).toEqual({ value: [1, 2] });
    expect(convertCell(shifts, '2,Night', accepted, say)).toEqual({ value: [2, 1] });

    const [broken] = importColumns(
      crews(() => Promise.reject(new Error('offline'))),
      fixed('en'),
    );
    const none = (await loadChoices([broken], ['en'], [fixed('en')])).get('shifts')?.accepted;
    expect(convertCell(broken, 'Night', none, say)).toEqual({ error: 'crud:import.errors.choicesUnavailable' });
  });
});
