import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, type RequestHandler } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeStatusOf, exportOf, standardResource, validOf } from '@/api/resource';
import type { Audited, PageQuery, Status } from '@/api/types';
import { Providers } from '@/app/providers';
import { CrudPage, defineResource } from '@/components/crud';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { defineTable } from '@mocks/db';
import { crudHandlers } from '@mocks/lib/crud';
import { faultHandler, mockControl, server } from '@mocks/node';
import { ADMIN, findToast, OPERATOR, signIn } from '../helpers';

const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

/** A sample resource on the mock's own CRUD factory; `wms:sensor` is a prefix the operator may only read. */
interface Sample extends Audited {
  sampleId?: number;
  code?: string;
  name?: string;
  sort?: number;
  status?: Status;
}
interface SampleQuery extends PageQuery {
  code?: string;
  name?: string;
  status?: Status;
}
type SampleRow = Required<Omit<Sample, keyof Audited>> & { createTime: string; remark: string };

const samples = defineTable<SampleRow>('test_sample', () =>
  Array.from({ length: 45 }, (_, i) => ({
    sampleId: i + 1,
    code: `S-${String(i + 1).padStart(3, '0')}`,
    name: `样品${i + 1}`,
    sort: i + 1,
    status: i % 5 === 4 ? ('1' as const) : ('0' as const),
    remark: '',
    createTime: `2026-01-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`,
  })),
);

const PATH = 'test/samples';
const sampleHandlers: RequestHandler[] = crudHandlers<SampleRow>({
  path: PATH,
  rows: samples,
  tableName: 'test_sample',
  idKey: 'sampleId',
  perm: 'wms:sensor',
  filters: { code: 'like', name: 'like', status: 'eq' },
  defaultSort: { field: 'sampleId', order: 'asc' },
  required: [{ field: 'code', message: { zh: '样品编码不能为空', en: 'Code is required' } }],
  unique: [{ fields: ['code'], message: { zh: '样品编码“{value}”已存在', en: 'Code "{value}" is taken' } }],
  defaults: () => ({ status: '0', remark: '' }),
  exportColumns: [{ key: 'code', title: { zh: '编码', en: 'Code' } }],
  exportName: { zh: '样品', en: 'Samples' },
  valid: true,
  changeStatus: true,
});

const sampleApi = {
  ...standardResource<Sample, SampleQuery>(PATH),
  ...exportOf(PATH, 'sample'),
  ...validOf<Sample>(PATH),
  ...changeStatusOf(PATH),
};

const sampleResource = defineResource({
  key: 'sample',
  api: sampleApi,
  idKey: 'sampleId',
  nameField: 'code',
  permission: 'wms:sensor',
  export: true,
  fields: [
    { name: 'sampleId', form: false },
    { name: 'code', search: true, required: true, unique: true },
    { name: 'name', search: true, required: true },
    // A required number starting at 0 is filled in (0 is a value).
    { name: 'sort', kind: 'number', required: true, defaultValue: 0 },
    { name: 'status', kind: 'status', defaultValue: '0' },
  ],
});

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'sample', {
    name: '样品',
    fields: { sampleId: '样品编号', code: '样品编码', name: '样品名称', sort: '排序', status: '状态' },
  });
});

/** Every page request the sample list made, as its query. */
const pageQueries: URLSearchParams[] = [];

beforeEach(() => {
  pageQueries.length = 0;
  saveAs.mockClear();
  server.use(
    faultHandler,
    mswHttp.get(`*/api/admin/${PATH}/page`, ({ request }) => {
      pageQueries.push(new URL(request.url).searchParams);
      return undefined;
    }),
    ...sampleHandlers,
  );
});

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

async function renderSamples(account: { username: string; password: string } = ADMIN) {
  await signIn(account);
  await useSession.getState().loadUser();
  // Pointer-events checks and accessible-role queries read computed styles: slow with antd in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>
        <CrudPage resource={sampleResource} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByText('S-001');
  // antd's Chinese texts load after the first render; pager clicks wait for them.
  await screen.findByText('20 条/页');
  return user;
}

const table = () => screen.getByRole('table', { hidden: true });
const dialog = () => screen.getByRole('dialog', { hidden: true });
/** A button by its text (antd spaces two-character Chinese labels: 新 增). */
const button = (name: RegExp, scope: HTMLElement = document.body): HTMLElement => {
  const found = buttonsIn(name, scope)[0];
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
/** Buttons by their text; name queries by role compute styles for every button (slow in jsdom). */
const buttonsIn = (name: RegExp, scope: HTMLElement = document.body): HTMLElement[] =>
  within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .filter((el): el is HTMLButtonElement => el !== null);
/** The OK button of the newest confirmation. */
const confirmOk = () => {
  const buttons = buttonsIn(/^确\s*定$/);
  return buttons[buttons.length - 1];
};
const typeInto = (scope: HTMLElement, label: string) => within(scope).getByPlaceholderText(`请输入${label}`);
const rowOf = (text: string) => {
  const cell = within(table()).getByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('CRUD toolkit on a declared resource', () => {
  it('searches from page 1 with the typed filter and pages through the list', async () => {
    const user = await renderSamples();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await within(table()).findByText('S-021');
    expect(pageQueries.at(-1)?.get('page')).toBe('2');
    expect(pageQueries.at(-1)?.get('limit')).toBe('20');

    await user.type(typeInto(document.body, '样品编码'), 'S-00');
    await user.click(button(/^搜\s*索$/));
    await within(table()).findByText('S-009');
    expect(within(table()).queryByText('S-021')).not.toBeInTheDocument();
    expect(pageQueries.at(-1)?.get('code')).toBe('S-00');
    expect(screen.getByText('共 9 条')).toBeInTheDocument();
    expect(pageQueries.at(-1)?.get('page')).toBe('1');
  });

  it('refuses an empty add locally, then adds and shows 新增成功', async () => {
    const user = await renderSamples();
    await user.click(button(/^新\s*增$/));
    await user.click(button(/^确\s*定$/, dialog()));
    expect(await within(dialog()).findByText('样品编码不能为空')).toBeInTheDocument();
    expect(within(dialog()).getByText('样品名称不能为空')).toBeInTheDocument();

    await user.type(typeInto(dialog(), '样品编码'), 'S-900');
    await user.type(typeInto(dialog(), '样品名称'), '新样品');
    await user.click(button(/^确\s*定$/, dialog()));
    await waitFor(() => findToast('新增成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(samples().some((s) => s.code === 'S-900' && s.name === '新样品' && s.sort === 0)).toBe(true);
  });

  it('edits a row through its dialog and shows 修改成功', async () => {
    const user = await renderSamples();
    await user.click(button(/^修\s*改$/, rowOf('S-002')));
    const name = await within(dialog()).findByPlaceholderText('请输入样品名称');
    expect(name).toHaveValue('样品2');
    await user.clear(name);
    await user.type(name, '改过的样品');
    await user.click(button(/^确\s*定$/, dialog()));
    await waitFor(() => findToast('修改成功'));
    expect(await within(table()).findByText('改过的样品')).toBeInTheDocument();
  });

  it('asks with the spec text before deleting one row or a batch', async () => {
    const user = await renderSamples();
    await user.click(button(/^删\s*除$/, rowOf('S-003')));
    expect(await screen.findByText('是否确认删除样品编码为"S-003"的数据项?')).toBeInTheDocument();
    await user.click(confirmOk());
    await waitFor(() => findToast('删除成功'));
    await waitFor(() => expect(within(table()).queryByText('S-003')).not.toBeInTheDocument());

    await user.click(within(rowOf('S-004')).getByRole('checkbox', { hidden: true }));
    await user.click(within(rowOf('S-005')).getByRole('checkbox', { hidden: true }));
    const toolbarDelete = button(/^删\s*除$/);
    await user.click(toolbarDelete);
    expect(await screen.findByText('是否确认删除样品编码为"S-004,S-005"的数据项?')).toBeInTheDocument();
    await user.click(confirmOk());
    await waitFor(() => expect(within(table()).queryByText('S-004')).not.toBeInTheDocument());
    expect(samples().some((s) => s.code === 'S-005')).toBe(false);
  });

  it('exports the filtered list as a file through the download helper', async () => {
    const user = await renderSamples();
    await user.click(button(/^导\s*出$/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, filename] = saveAs.mock.calls[0] as [Blob, string];
    expect(blob.size).toBeGreaterThan(0);
    expect(filename).toMatch(/\.xlsx$/);
  });

  it('hides add, edit, delete and export from a user without those permissions', async () => {
    await renderSamples(OPERATOR);
    expect(buttonsIn(/^新\s*增$/)).toHaveLength(0);
    expect(buttonsIn(/^修\s*改$/)).toHaveLength(0);
    expect(buttonsIn(/^删\s*除$/)).toHaveLength(0);
    expect(buttonsIn(/^导\s*出$/)).toHaveLength(0);
    expect(screen.queryByRole('switch', { hidden: true })).not.toBeInTheDocument();
  });

  it('applies only the latest query when an older answer arrives late', async () => {
    const user = await renderSamples();
    // The reset's answer is held until the search has been answered, whatever the machine's speed.
    mockControl.fault({ method: 'GET', path: `${PATH}/page`, hold: true, times: 1 });
    await user.click(button(/^重\s*置$/));
    await waitFor(() => expect(mockControl.held()).toBe(1));
    await user.type(typeInto(document.body, '样品编码'), 'S-04');
    await user.click(button(/^搜\s*索$/));
    await within(table()).findByText('S-045');
    const answered = new Promise<void>((resolve) => {
      const done = () => {
        server.events.removeListener('response:mocked', done);
        resolve();
      };
      server.events.on('response:mocked', done);
    });
    mockControl.release();
    // The late answer has reached the page, and a render after it has run.
    await act(async () => {
      await answered;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(table()).getByText('S-045')).toBeInTheDocument();
    expect(within(table()).queryByText('S-001')).not.toBeInTheDocument();
  });

  it('sends a save once however often it is clicked, and keeps the dialog and its values when refused', async () => {
    const user = await renderSamples();
    let posts = 0;
    server.use(
      mswHttp.post(`*/api/admin/${PATH}`, () => {
        posts += 1;
        return undefined;
      }),
    );
    // The first save is held until all three clicks are in, at any speed (a delay would guess how long
    // three clicks take: on a busy machine a second click came after the refusal and saved again).
    mockControl.fault({ method: 'POST', path: PATH, hold: true, code: 500, msg: '服务器繁忙', times: 1 });
    await user.click(button(/^新\s*增$/));
    await user.type(typeInto(dialog(), '样品编码'), 'S-777');
    await user.type(typeInto(dialog(), '样品名称'), '保存两次');
    const ok = button(/^确\s*定$/, dialog());
    await user.click(ok);
    await user.click(ok);
    await user.click(ok);
    expect(posts).toBe(1);
    await waitFor(() => expect(mockControl.held()).toBe(1));
    mockControl.release();
    expect(await within(dialog()).findByRole('alert', { hidden: true })).toHaveTextContent('服务器繁忙');
    expect(posts).toBe(1);
    expect(typeInto(dialog(), '样品编码')).toHaveValue('S-777');
    expect(typeInto(dialog(), '样品名称')).toHaveValue('保存两次');

    // Usable again after the failure: the next click saves.
    await user.click(button(/^确\s*定$/, dialog()));
    await waitFor(() => findToast('新增成功'));
    expect(posts).toBe(2);
  });

  it('shows a uniqueness refusal of POST valid on the field and loses nothing typed', async () => {
    const user = await renderSamples();
    await user.click(button(/^新\s*增$/));
    await user.type(typeInto(dialog(), '样品编码'), 'S-010');
    await user.type(typeInto(dialog(), '样品名称'), '重复编码');
    await user.click(button(/^确\s*定$/, dialog()));
    expect(await within(dialog()).findByText('样品编码“S-010”已存在')).toBeInTheDocument();
    expect(typeInto(dialog(), '样品编码')).toHaveValue('S-010');
    expect(typeInto(dialog(), '样品名称')).toHaveValue('重复编码');
    expect(samples().filter((s) => s.code === 'S-010')).toHaveLength(1);
  });

  it('asks 确认要"停用""…"吗？ before changing a status', async () => {
    const user = await renderSamples();
    await user.click(within(rowOf('S-001')).getByRole('switch', { hidden: true }));
    expect(await screen.findByText('确认要"停用""S-001"吗？')).toBeInTheDocument();
    await user.click(confirmOk());
    await waitFor(() => findToast('停用成功'));
    expect(samples().find((s) => s.code === 'S-001')?.status).toBe('1');
  });
});
