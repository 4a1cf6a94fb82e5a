import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileClass } from '@/api/modules/system/file';
import { fileClassRoleApi, type RoleFileClassQuery } from '@/api/modules/system/file-class-role';
import { Providers } from '@/app/providers';
import { AllocationList, bindAllocation, defineList } from '@/components/crud';
import { useSession } from '@/stores/session';
import { classRoles } from '@mocks/seed/files';
import { findToast, signIn } from '../helpers';

/** The file classes of the operator role (id 2): 产品图片 and 产品手册 in the seed. */
const ROLE_ID = 2;
const classList = defineList<FileClass>({
  key: 'filecls',
  idKey: 'clsId',
  nameField: 'name',
  fields: [{ name: 'clsId' }, { name: 'name', search: true }, { name: 'key' }],
});
const { api, ownerQuery } = bindAllocation<FileClass, RoleFileClassQuery>(fileClassRoleApi, 'roleId', ROLE_ID, 'clsId');
const grantedTo = (roleId: number) =>
  classRoles()
    .filter((cr) => cr.roleId === roleId)
    .map((cr) => cr.clsId)
    .sort();

const buttonsIn = (name: RegExp, scope: HTMLElement = document.body): HTMLElement[] =>
  within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .filter((el): el is HTMLButtonElement => el !== null);
const lastButton = (name: RegExp) => {
  const found = buttonsIn(name);
  return found[found.length - 1];
};
const rowOf = (scope: HTMLElement, text: string) => {
  const row = within(scope).getByText(text).closest('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
};

afterEach(() => useSession.setState({ user: undefined, menus: undefined }));

async function renderAllocation() {
  await signIn();
  await useSession.getState().loadUser();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>
        <AllocationList items={classList} api={api} ownerQuery={ownerQuery} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByText('产品图片');
  // antd's Chinese texts load after the first render.
  await screen.findByText('20 条/页');
  return user;
}

describe('AllocationList (file classes of a role)', () => {
  it('lists only the allocated records of the owner', async () => {
    await renderAllocation();
    expect(screen.getByText('产品手册')).toBeInTheDocument();
    expect(screen.queryByText('安装图纸')).not.toBeInTheDocument();
  });

  it('revokes one record after asking, naming it', async () => {
    const user = await renderAllocation();
    await user.click(buttonsIn(/^取消授权$/, rowOf(document.body, '产品手册'))[0]);
    expect(await screen.findByText('确认要取消"产品手册"的授权吗？')).toBeInTheDocument();
    await user.click(lastButton(/^确\s*定$/));
    await waitFor(() => expect(screen.queryByText('产品手册')).not.toBeInTheDocument());
    expect(grantedTo(ROLE_ID)).toEqual([1]);
  });

  it('revokes the selected records together (cancelAll)', async () => {
    const user = await renderAllocation();
    await user.click(within(rowOf(document.body, '产品图片')).getByRole('checkbox', { hidden: true }));
    await user.click(within(rowOf(document.body, '产品手册')).getByRole('checkbox', { hidden: true }));
    await user.click(buttonsIn(/^批量取消授权$/)[0]);
    expect(await screen.findByText('是否取消选中的 2 项授权？')).toBeInTheDocument();
    await user.click(lastButton(/^确\s*定$/));
    await waitFor(() => expect(grantedTo(ROLE_ID)).toEqual([]));
  });

  it('assigns records picked from the unallocated list (selectAll)', async () => {
    const user = await renderAllocation();
    await user.click(buttonsIn(/^添\s*加$/)[0]);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByText('安装图纸');
    expect(within(dialog).queryByText('产品图片')).not.toBeInTheDocument();
    await user.click(within(rowOf(dialog, '安装图纸')).getByRole('checkbox', { hidden: true }));
    await user.click(within(rowOf(dialog, '固件包')).getByRole('checkbox', { hidden: true }));
    await user.click(buttonsIn(/^确\s*定$/, dialog)[0]);
    await waitFor(() => findToast('分配成功'));
    expect(grantedTo(ROLE_ID)).toEqual([1, 2, 3, 5]);
    expect(await screen.findByText('安装图纸')).toBeInTheDocument();
  });
});
