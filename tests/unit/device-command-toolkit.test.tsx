import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { commandApi } from '@/api/modules/device/command';
import { Providers } from '@/app/providers';
import { CommandPage } from '@/features/device/command/command-page';
import { useSession } from '@/stores/session';
import { commands } from '@mocks/seed/device';
import { findToast, signIn } from '../helpers';

/** Commands on the toolkit: view, edit (one not sent yet), delete and batch delete, each with its permission. */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

const history = () => {
  const card = screen.getByText('指令历史').closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error('no history card');
  return card;
};
const buttonsIn = (name: RegExp, scope: HTMLElement = document.body): HTMLElement[] =>
  within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .filter((el): el is HTMLButtonElement => el !== null);
const rowOf = (id: number) => {
  const row = history().querySelector(`tr[data-row-key="${id}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${id}`);
  return row;
};
const confirmOk = () => buttonsIn(/^确\s*定$/).at(-1) as HTMLElement;

async function renderCommands(gatewaySn: string, permissions?: string[]) {
  await signIn();
  await useSession.getState().loadUser();
  const user = useSession.getState().user;
  if (permissions && user) useSession.setState({ user: { ...user, roles: ['device'], permissions } });
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/device/command?gateway=${gatewaySn}`]}>
        <CommandPage />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(history().querySelectorAll('tr.ant-table-row').length).toBeGreaterThan(1));
  return userEvent.setup({ pointerEventsCheck: 0 });
}

describe('the command history on the toolkit', () => {
  it('edits a command not sent yet, deletes one and a batch after the confirmation', async () => {
    await signIn();
    const gatewaySn = commands()[0].gatewaySn;
    const pending = Number(await commandApi.create({ gatewaySn, deviceAddr: 1, code: 'ZERO' }));
    const user = await renderCommands(gatewaySn);

    // Only the pending one can be edited; every row can be shown and deleted.
    await waitFor(() => expect(buttonsIn(/^修\s*改$/, rowOf(pending))).toHaveLength(1));
    const sent = [...history().querySelectorAll('tr.ant-table-row')]
      .map((row) => Number(row.getAttribute('data-row-key')))
      .filter((id) => id !== pending);
    expect(buttonsIn(/^修\s*改$/, rowOf(sent[0]))).toHaveLength(0);
    expect(buttonsIn(/^查看$|^查\s*看$/, rowOf(sent[0]))).toHaveLength(1);

    await user.click(buttonsIn(/^修\s*改$/, rowOf(pending))[0]);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const remark = within(dialog).getByPlaceholderText('请输入备注');
    await user.type(remark, '现场确认后再发');
    await user.click(buttonsIn(/^确\s*定$/, dialog)[0]);
    await waitFor(() => findToast('修改成功'));
    expect(commands().find((c) => c.id === pending)?.remark).toBe('现场确认后再发');

    await user.click(buttonsIn(/^删\s*除$/, rowOf(pending))[0]);
    expect(await screen.findByText(`是否确认删除编号为"${pending}"的数据项?`)).toBeInTheDocument();
    await user.click(confirmOk());
    await waitFor(() => findToast('删除成功'));
    expect(commands().some((c) => c.id === pending)).toBe(false);

    const [a, b] = sent;
    await user.click(within(rowOf(a)).getByRole('checkbox', { hidden: true }));
    await user.click(within(rowOf(b)).getByRole('checkbox', { hidden: true }));
    const toolbarDelete = buttonsIn(/^删\s*除$/, history()).find((el) => !el.closest('tr'));
    if (!toolbarDelete) throw new Error('no batch delete button');
    await user.click(toolbarDelete);
    expect(await screen.findByText(`是否确认删除编号为"${a},${b}"的数据项?`)).toBeInTheDocument();
    await user.click(confirmOk());
    await waitFor(() => expect(commands().some((c) => c.id === a || c.id === b)).toBe(false));
  }, 120_000);

  it('offers no edit, delete or selection to a user who may only list and query commands', async () => {
    const gatewaySn = commands()[0].gatewaySn;
    await renderCommands(gatewaySn, ['device:command:list', 'device:command:query']);
    expect(buttonsIn(/^删\s*除$|^修\s*改$/, history())).toHaveLength(0);
    expect(within(history()).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
    expect(buttonsIn(/^查看$|^查\s*看$/, history()).length).toBeGreaterThan(0);
  });
});
