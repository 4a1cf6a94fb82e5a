import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from '../memory-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { ResetPasswordDialog } from '@/features/org/user/reset-password-dialog';
import { RemoveByKeyButton } from '@/features/system/files/remove-by-key';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { ADMIN, signIn } from '../helpers';

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

async function renderSignedIn(children: ReactNode) {
  await signIn(ADMIN);
  await useSession.getState().loadUser();
  render(
    <Providers>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

describe('Enter in the text field of a hand-built dialog submits it', () => {
  it('deletes by storage key: Enter asks the delete question, as OK does', async () => {
    const user = await renderSignedIn(<RemoveByKeyButton clsKey="avatar" onRemoved={() => undefined} />);
    await user.click(screen.getByText('按存储标识删除').closest('button') ?? document.body);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.type(within(dialog).getByPlaceholderText('请输入存储标识'), 'k-123{Enter}');
    expect(await screen.findByText('是否确认删除存储标识为"k-123"的数据项?')).toBeInTheDocument();
  });

  it('an empty storage key and Enter: the field says what is missing, nothing is asked', async () => {
    const user = await renderSignedIn(<RemoveByKeyButton clsKey="avatar" onRemoved={() => undefined} />);
    await user.click(screen.getByText('按存储标识删除').closest('button') ?? document.body);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.type(within(dialog).getByPlaceholderText('请输入存储标识'), '{Enter}');
    expect(await within(dialog).findByText('存储标识不能为空')).toBeInTheDocument();
    expect(screen.queryByText(/是否确认删除/)).not.toBeInTheDocument();
  });

  it('reset password: Enter sends the new password once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/admin/users/usermng/resetPwd', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    const user = await renderSignedIn(
      <ResetPasswordDialog user={{ userId: 2, userName: 'operator' }} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.type(within(dialog).getByPlaceholderText('新密码'), 'new-pass-123{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: 2, password: 'new-pass-123' });
  });
});
