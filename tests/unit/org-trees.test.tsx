import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleApi, type Role } from '@/api/modules/system/role';
import type { TreeNode } from '@/api/modules/system/tree';
import { Providers } from '@/app/providers';
import { CrudFormDialog } from '@/components/crud';
import { DataScopeDialog } from '@/features/org/role/data-scope-dialog';
import { filterTree, linkedState, relink, rowsToTree, savedIds } from '@/features/org/tree/tree-utils';
import { DeptTreeFilter } from '@/features/org/user/dept-tree-filter';
import { deptResource } from '@/resources/dept/dept.resource';
import { roleResource } from '@/resources/role/role.resource';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { menus } from '@mocks/seed/menus';
import { depts, roleMenus } from '@mocks/seed/system';
import { findToast, signIn } from '../helpers';

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
  vi.restoreAllMocks();
});

async function renderSignedIn(ui: React.ReactNode) {
  await signIn();
  await useSession.getState().loadUser();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return user;
}

const treeItems = (scope: HTMLElement = document.body) =>
  Array.from(scope.querySelectorAll<HTMLElement>('[role="treeitem"]'));
const treeItem = (text: string, scope: HTMLElement = document.body): HTMLElement => {
  const item = treeItems(scope).find((el) => el.textContent === text);
  if (!item)
    throw new Error(
      `no tree item ${text}: ${treeItems(scope)
        .map((el) => el.textContent)
        .join('|')}`,
    );
  return item;
};
/** Opens one branch through its switcher. */
async function expand(user: ReturnType<typeof userEvent.setup>, text: string) {
  const switcher = treeItem(text).querySelector<HTMLElement>('.ant-tree-switcher');
  if (!switcher) throw new Error(`no switcher on ${text}`);
  await user.click(switcher);
}
const LOAD = { timeout: 8000 };
const checkboxOf = (item: HTMLElement): HTMLElement => {
  const box = item.querySelector<HTMLElement>('[role="checkbox"]');
  if (!box) throw new Error('no checkbox');
  return box;
};
const buttonsIn = (name: RegExp, scope: HTMLElement = document.body): HTMLElement[] =>
  within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .filter((el): el is HTMLButtonElement => el !== null);
const dialog = () => screen.getByRole('dialog', { hidden: true });
const ok = () => buttonsIn(/^确\s*定$/, dialog())[0];

const deptIdOf = (name: string) => {
  const dept = depts().find((d) => d.deptName === name);
  if (!dept) throw new Error(`no dept ${name}`);
  return dept.deptId;
};
/** A dept and every dept below it. */
const deptSubtree = (deptId: number) =>
  depts()
    .filter((d) => d.deptId === deptId || d.ancestors.split(',').map(Number).includes(deptId))
    .map((d) => d.deptId);

describe('tree helpers', () => {
  const tree: TreeNode[] = [
    {
      id: 1,
      label: '衡器科技集团',
      children: [
        {
          id: 2,
          label: '华东大区',
          children: [
            { id: 3, label: '上海分公司' },
            { id: 4, label: '杭州分公司' },
          ],
        },
        { id: 5, label: '华北大区' },
      ],
    },
  ];

  it('filters a tree to the matches and their ancestors', () => {
    expect(filterTree(tree, '杭州')).toEqual([
      {
        id: 1,
        label: '衡器科技集团',
        children: [{ id: 2, label: '华东大区', children: [{ id: 4, label: '杭州分公司' }] }],
      },
    ]);
    expect(filterTree(tree, '  ')).toBe(tree);
    expect(filterTree(tree, '广州')).toEqual([]);
  });

  it('links parents and children: all children checked checks the parent, some half-checks it', () => {
    expect(linkedState(tree, [3])).toEqual({ checked: [3], halfChecked: [2, 1] });
    expect(new Set(linkedState(tree, [3, 4]).checked)).toEqual(new Set([3, 4, 2]));
    expect(new Set(linkedState(tree, [2]).checked)).toEqual(new Set([2, 3, 4]));
  });

  it('saves checked plus half-checked ids with linkage, exactly the checked ones without', () => {
    expect(new Set(savedIds(tree, [3], true))).toEqual(new Set([3, 2, 1]));
    expect(savedIds(tree, [2], false)).toEqual([2]);
  });

  it('keeps what would be saved when linkage is turned off, and follows the children when turned on', () => {
    expect(new Set(relink(tree, [3], false))).toEqual(new Set([3, 2, 1]));
    expect(relink(tree, [3, 2, 1], true)).toEqual([3]);
    // A checked parent with no checked child stays checked (and checks its children again).
    expect(relink(tree, [2], true)).toEqual([2]);
  });

  it('builds a tree from flat rows; orphans and self-parents become roots', () => {
    const rows = [
      { id: 1, parentId: 0 },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 99 },
      { id: 4, parentId: 4 },
    ];
    const built = rowsToTree(
      rows,
      (r) => r.id,
      (r) => r.parentId,
    );
    expect(built.map((r) => r.id)).toEqual([1, 3, 4]);
    expect(built[0].children?.map((r) => r.id)).toEqual([2]);
  });
});

describe('department tree filter of the user page', () => {
  function Harness() {
    const [deptId, setDeptId] = useState<number | undefined>(undefined);
    return (
      <>
        <output aria-label="chosen">{deptId ?? 'none'}</output>
        <DeptTreeFilter value={deptId} onChange={setDeptId} />
      </>
    );
  }

  it('shows the whole tree open, narrows it by the typed name and filters by the clicked department', async () => {
    const user = await renderSignedIn(<Harness />);
    await waitFor(() => expect(treeItem('上海分公司')).toBeInTheDocument(), LOAD);
    // The tree starts open down to the teams (it renders the visible part only: it is virtual).
    expect(treeItems().some((el) => el.textContent === '销售部一组')).toBe(true);

    await user.type(screen.getByPlaceholderText('请输入部门名称'), '杭州');
    await waitFor(() => expect(treeItems().some((el) => el.textContent === '上海分公司')).toBe(false));
    expect(treeItem('杭州分公司')).toBeInTheDocument();
    // The match keeps its ancestors, and its highlight is an element, not markup.
    expect(treeItem('华东大区')).toBeInTheDocument();
    expect(treeItem('杭州分公司').querySelector('mark')?.textContent).toBe('杭州');

    await user.click(within(treeItem('杭州分公司')).getByText('分公司'));
    expect(screen.getByLabelText('chosen')).toHaveTextContent(String(deptIdOf('杭州分公司')));
    // Clicking it again shows everyone.
    await user.click(within(treeItem('杭州分公司')).getByText('分公司'));
    expect(screen.getByLabelText('chosen')).toHaveTextContent('none');
  });
});

describe('menu permission tree of the role dialog', () => {
  const menuId = (name: string, parentName?: string) => {
    const parent = parentName ? menus().find((m) => m.menuName === parentName) : undefined;
    const menu = menus().find((m) => m.menuName === name && (!parent || m.parentId === parent.menuId));
    if (!menu) throw new Error(`no menu ${name}`);
    return menu.menuId;
  };
  const childrenOf = (id: number) =>
    menus()
      .filter((m) => m.parentId === id)
      .map((m) => m.menuId);

  /** Edits the guest role (no menus in the seed) with a save spy that records the body. */
  async function editGuestRole() {
    const save = vi.fn(async (_record: Partial<Role>, _editing: boolean) => undefined);
    const user = await renderSignedIn(
      <CrudFormDialog
        resource={roleResource}
        record={{ roleId: 5 }}
        save={save}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await waitFor(() => expect(treeItem('系统管理')).toBeInTheDocument(), LOAD);
    const submit = async () => {
      await user.click(ok());
      await waitFor(() => expect(save).toHaveBeenCalled());
      const [body, editing] = save.mock.calls[save.mock.calls.length - 1];
      expect(editing).toBe(true);
      return body;
    };
    return { user, submit };
  }

  it('with linkage, checking a page checks its buttons and sends its directory as half-checked', async () => {
    const { user, submit } = await editGuestRole();
    const userPage = menuId('user');
    await expand(user, '系统管理');
    await user.click(checkboxOf(treeItem('用户管理')));
    expect(checkboxOf(treeItem('系统管理'))).toHaveAttribute('aria-checked', 'mixed');
    const body = await submit();
    expect(body.menuCheckStrictly).toBe(true);
    expect(new Set(body.menuIds)).toEqual(new Set([menuId('system'), userPage, ...childrenOf(userPage)]));
  });

  it('without linkage, checking a page sends that page only and keeps the choice', async () => {
    const { user, submit } = await editGuestRole();
    await user.click(screen.getByText('父子联动'));
    await expand(user, '系统管理');
    await user.click(checkboxOf(treeItem('用户管理')));
    expect(checkboxOf(treeItem('系统管理'))).toHaveAttribute('aria-checked', 'false');
    const body = await submit();
    expect(body.menuCheckStrictly).toBe(false);
    expect(body.menuIds).toEqual([menuId('user')]);
  });

  it('selects all and none', async () => {
    const { user, submit } = await editGuestRole();
    await user.click(screen.getByText('全选/全不选'));
    expect(checkboxOf(treeItem('设备管理'))).toHaveAttribute('aria-checked', 'true');
    expect(new Set((await submit()).menuIds)).toEqual(new Set(menus().map((m) => m.menuId)));
    await user.click(screen.getByText('全选/全不选'));
    expect(checkboxOf(treeItem('设备管理'))).toHaveAttribute('aria-checked', 'false');
    expect((await submit()).menuIds).toEqual([]);
  });

  it("turning linkage off keeps the role's menus as they were", async () => {
    const save = vi.fn(async (_record: Partial<Role>, _editing: boolean) => undefined);
    const user = await renderSignedIn(
      <CrudFormDialog
        resource={roleResource}
        record={{ roleId: 2 }}
        save={save}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await waitFor(() => expect(treeItem('料塔监控')).toBeInTheDocument(), LOAD);
    await user.click(screen.getByText('父子联动'));
    expect(checkboxOf(treeItem('料塔监控'))).toHaveAttribute('aria-checked', 'true');
    await user.click(ok());
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [body] = save.mock.calls[0];
    const had = roleMenus()
      .filter((rm) => rm.roleId === 2)
      .map((rm) => rm.menuId);
    expect(body.menuCheckStrictly).toBe(false);
    expect(new Set(body.menuIds)).toEqual(new Set(had));
  });

  it("shows the role's menus checked from roleMenuTreeselect", async () => {
    const save = vi.fn(async () => undefined);
    await renderSignedIn(
      <CrudFormDialog
        resource={roleResource}
        record={{ roleId: 2 }}
        save={save}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    // The operator reads towers and the warehouse (no add/edit buttons) and has no platform menus.
    await waitFor(() => expect(checkboxOf(treeItem('料塔监控'))).toHaveAttribute('aria-checked', 'mixed'), LOAD);
    expect(checkboxOf(treeItem('仓储管理'))).toHaveAttribute('aria-checked', 'mixed');
    expect(checkboxOf(treeItem('系统管理'))).toHaveAttribute('aria-checked', 'false');
    expect(checkboxOf(treeItem('设备管理'))).toHaveAttribute('aria-checked', 'false');
  });
});

describe('server text', () => {
  it('renders menu names from the server as text, never as markup', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    server.use(
      mswHttp.get('*/api/admin/menus/treeselect', () =>
        HttpResponse.json({ code: 200, data: [{ id: 1, label: evil }] }),
      ),
    );
    await renderSignedIn(
      <CrudFormDialog resource={roleResource} save={vi.fn()} onClose={() => undefined} onSaved={() => undefined} />,
    );
    await waitFor(() => expect(treeItem(evil)).toBeInTheDocument(), LOAD);
    expect(dialog().querySelector('img')).toBeNull();
  });
});

describe('data scope dialog', () => {
  const device: Role & { roleId: number } = {
    roleId: 4,
    roleName: '设备管理员',
    roleKey: 'device',
    dataScope: '3',
    deptCheckStrictly: true,
  };

  async function openScope() {
    const dataScope = vi.spyOn(roleApi, 'dataScope').mockResolvedValue(undefined);
    const onSaved = vi.fn();
    const user = await renderSignedIn(<DataScopeDialog role={device} onClose={() => undefined} onSaved={onSaved} />);
    return { user, dataScope, onSaved };
  }

  async function chooseScope(user: ReturnType<typeof userEvent.setup>, label: string) {
    await user.click(screen.getAllByLabelText('权限范围')[0]);
    const options = await screen.findAllByText(label);
    await user.click(options[options.length - 1]);
  }

  it('sends the ticked departments with the half-ticked ones above them for the custom scope', async () => {
    const { user, dataScope, onSaved } = await openScope();
    expect(screen.getByDisplayValue('设备管理员')).toBeDisabled();
    await chooseScope(user, '自定数据权限');
    // The seed gives the role 华东大区 › 上海分公司: 上海分公司 comes back ticked.
    await waitFor(() => expect(treeItem('衡器科技集团')).toBeInTheDocument(), LOAD);
    await expand(user, '衡器科技集团');
    await expand(user, '华东大区');
    expect(checkboxOf(treeItem('上海分公司'))).toHaveAttribute('aria-checked', 'true');
    await user.click(checkboxOf(treeItem('杭州分公司')));
    await user.click(ok());
    await waitFor(() => expect(dataScope).toHaveBeenCalledTimes(1));
    const body = dataScope.mock.calls[0][0];
    expect(body.roleId).toBe(4);
    expect(body.dataScope).toBe('2');
    const shanghai = deptIdOf('上海分公司');
    const hangzhou = deptIdOf('杭州分公司');
    expect(new Set(body.deptIds)).toEqual(
      new Set([...deptSubtree(shanghai), ...deptSubtree(hangzhou), deptIdOf('华东大区'), deptIdOf('衡器科技集团')]),
    );
    await waitFor(() => findToast('修改成功'));
    expect(onSaved).toHaveBeenCalled();
  });

  it('sends no departments for any other scope', async () => {
    const { user, dataScope } = await openScope();
    await chooseScope(user, '本部门及以下数据权限');
    expect(screen.queryByText('父子联动')).not.toBeInTheDocument();
    await user.click(ok());
    await waitFor(() => expect(dataScope).toHaveBeenCalledTimes(1));
    expect(dataScope.mock.calls[0][0]).toMatchObject({ roleId: 4, dataScope: '4', deptIds: [] });
  });
});

describe('parent chooser of the department dialog', () => {
  async function openParentChooser(record: { deptId: number } | undefined) {
    const user = await renderSignedIn(
      <CrudFormDialog
        resource={deptResource}
        record={record}
        save={vi.fn()}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getAllByLabelText('上级部门').length).toBeGreaterThan(0), LOAD);
    await user.click(screen.getAllByLabelText('上级部门')[0]);
    await waitFor(() => expect(document.querySelector('.ant-select-tree-list')).not.toBeNull(), LOAD);
    const titles = () =>
      Array.from(document.querySelectorAll('.ant-select-tree-title')).map((el) => el.textContent ?? '');
    await waitFor(() => expect(titles().length).toBeGreaterThan(0), LOAD);
    return titles();
  }

  it('leaves out the department being edited and everything below it', async () => {
    const east = deptIdOf('华东大区');
    const titles = await openParentChooser({ deptId: east });
    const subtree = new Set(deptSubtree(east));
    expect(titles).toContain('衡器科技集团');
    expect(titles).toContain('华北大区');
    expect(titles).not.toContain('华东大区');
    expect(titles).not.toContain('上海分公司');
    expect(titles).not.toContain('杭州分公司');
    // Exactly the departments outside the subtree are offered.
    expect(titles.length).toBe(depts().filter((d) => !subtree.has(d.deptId)).length);
  });

  it('offers every department when adding', async () => {
    const titles = await openParentChooser(undefined);
    expect(titles).toContain('华东大区');
    expect(titles).toContain('上海分公司');
  });
});
