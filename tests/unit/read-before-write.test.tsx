import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postApi } from '@/api/modules/system/post';
import type { PageQuery } from '@/api/types';
import { Providers } from '@/app/providers';
import { CrudFormDialog, defineResource } from '@/components/crud';
import { ProfilePage } from '@/features/profile/profile-page';
import { PostPermissionsDialog } from '@/features/system/post/post-permissions-dialog';
import { i18n } from '@/lib/i18n';
import { postResource } from '@/resources/post/post.resource';
import { roleResource } from '@/resources/role/role.resource';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/** Issue 35: a read a write is built from holds the save until it is in; its failure shows in place with Retry. */

const LOAD = { timeout: 8000 };
/** Every request that is not a read, as `METHOD path`. */
const writes: string[] = [];
const recordWrite = ({ request }: { request: Request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
};

beforeEach(() => {
  writes.length = 0;
  server.events.on('request:start', recordWrite);
});
afterEach(() => {
  server.events.removeListener('request:start', recordWrite);
  useSession.setState({ user: undefined, menus: undefined });
});

async function renderSignedIn(ui: React.ReactNode) {
  await signIn();
  await useSession.getState().loadUser();
  // The sign-in was the test's own write, not the dialog's.
  writes.length = 0;
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return user;
}

/** Fails the next read of `path` once (HTTP 500), as the mock's fault layer does for testers. */
const failOnce = (path: string) => mockControl.fault({ method: 'GET', path, status: 500, times: 1 });

const dialog = () => screen.getByRole('dialog', { hidden: true });
const okButton = () => within(dialog()).getByRole('button', { name: /^确\s*定$/, hidden: true });
const retryButton = () => screen.findByRole('button', { name: /重试/, hidden: true }, LOAD);

describe('a failed read never becomes a write', () => {
  it('toolkit edit form: the post dialog waits for GET deposts/{id}, shows its failure with Retry and recovers', async () => {
    const save = vi.fn(async () => undefined);
    failOnce('deposts/1');
    const user = await renderSignedIn(
      <CrudFormDialog
        resource={postResource}
        record={{ postId: 1, postCode: 'ceo' }}
        save={save}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const retry = await retryButton();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('数据读取失败');
    expect(okButton()).toBeDisabled();
    // No field to type into: the clicked row is not a record to save over the server's.
    expect(screen.queryByPlaceholderText('请输入岗位名称')).toBeNull();
    await user.click(okButton());

    await user.click(retry);
    expect(await screen.findByDisplayValue('董事长', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重试/, hidden: true })).toBeNull();
    expect(okButton()).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('tree dialog: post permissions never saves an empty list for a failed read', async () => {
    await signIn();
    await postApi.updatePermissions({ postId: 1, perms: ['system:user:list'] });
    writes.length = 0;
    failOnce('deposts/pers/1');
    const user = await renderSignedIn(
      <PostPermissionsDialog post={{ postId: 1, postName: '董事长' }} onClose={vi.fn()} />,
    );
    const retry = await retryButton();
    expect(okButton()).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: '权限字符', hidden: true })).toBeNull();
    await user.click(okButton());
    expect(writes).toEqual([]);

    await user.click(retry);
    expect(await screen.findByText('system:user:list', {}, LOAD)).toBeInTheDocument();
    expect(okButton()).toBeEnabled();
    expect(writes).toEqual([]);
    // Once read, OK sends what was read, not an empty list.
    const put = vi.spyOn(postApi, 'updatePermissions');
    await user.click(okButton());
    await waitFor(() => expect(put).toHaveBeenCalledWith({ postId: 1, perms: ['system:user:list'] }));
    expect(writes).toEqual(['PUT /api/admin/deposts/pers/']);
  });

  it("tree in a toolkit dialog: a role's failed menu tree holds the dialog's OK until Retry loads it", async () => {
    const save = vi.fn(async () => undefined);
    failOnce('menus/roleMenuTreeselect/2');
    const user = await renderSignedIn(
      <CrudFormDialog
        resource={roleResource}
        record={{ roleId: 2 }}
        save={save}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const retry = await retryButton();
    // The role's own fields are in; the tree is not, so its menus cannot be saved.
    expect(screen.getByDisplayValue('operator')).toBeInTheDocument();
    expect(okButton()).toBeDisabled();
    await user.click(okButton());

    await user.click(retry);
    await waitFor(() => expect(screen.getAllByRole('treeitem', { hidden: true }).length).toBeGreaterThan(0), LOAD);
    await waitFor(() => expect(okButton()).toBeEnabled());
    expect(save).not.toHaveBeenCalled();
    await user.click(okButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [body] = save.mock.calls[0] as unknown as [{ menuIds?: number[] }];
    expect(body.menuIds?.length).toBeGreaterThan(0);
  });

  it('page: the profile shows its failed read with Retry and no form to save until it loads', async () => {
    failOnce('users/profile');
    const user = await renderSignedIn(<ProfilePage />);
    const retry = await retryButton();
    expect(screen.getByRole('alert')).toHaveTextContent('数据读取失败');
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();

    await user.click(retry);
    const nickName = await screen.findByLabelText('用户昵称', {}, LOAD);
    expect(nickName).not.toHaveValue('');
    expect(screen.getByRole('button', { name: /保\s*存/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes).toEqual([]);
  });
});

interface Tank {
  id?: number;
  name?: string;
  kind?: string;
}

const tankResource = defineResource<Tank, PageQuery>({
  key: 'tank',
  api: { page: () => Promise.resolve({ list: [], total: 0 }) },
  idKey: 'id',
  nameField: 'name',
  permission: 'test:tank',
  fields: [
    { name: 'name', required: true },
    {
      name: 'kind',
      kind: 'select',
      options: [
        { label: '料塔', value: 'silo' },
        { label: '地磅', value: 'scale' },
      ],
    },
  ],
});

describe('Enter submits a toolkit dialog', () => {
  it('Enter in any text field of the Add post dialog saves it once', async () => {
    let settle: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const onSaved = vi.fn();
    const user = await renderSignedIn(
      <CrudFormDialog resource={postResource} save={save} onClose={() => undefined} onSaved={onSaved} />,
    );
    await user.type(await screen.findByPlaceholderText('请输入岗位编码'), 'QA');
    await user.type(screen.getByPlaceholderText('请输入岗位名称'), '质检');
    await user.type(screen.getByPlaceholderText('请输入角色权限字符'), 'guest');
    // Enter twice while the first save is on its way: still one save (invariant 9).
    await user.type(screen.getByRole('spinbutton', { name: '岗位排序' }), '{Enter}{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ postCode: 'QA', postName: '质检', roleKey: 'guest' }),
      false,
    );
    settle();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('Enter in an open select picks its option and does not save', async () => {
    i18n.addResourceBundle('zh-CN', 'tank', { name: '罐', fields: { name: '名称', kind: '类型' } });
    const save = vi.fn(async () => undefined);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Providers>
        <CrudFormDialog resource={tankResource} save={save} onClose={vi.fn()} onSaved={vi.fn()} />
      </Providers>,
    );
    await user.type(await screen.findByPlaceholderText('请输入名称'), 'T1');
    const select = screen.getByRole('combobox', { name: '类型' });
    await user.click(select);
    await screen.findByRole('option', { name: '料塔', hidden: true });
    // A browser's Enter, with the keyCode rc-select's list reads (user-event's keyboard sends none).
    fireEvent.keyDown(select, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    fireEvent.keyUp(select, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
    expect(within(dialog()).getByTitle('料塔')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    // Back in the text field, Enter saves what was picked.
    await user.type(screen.getByPlaceholderText('请输入名称'), '{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ name: 'T1', kind: 'silo' }, false);
  });
});
