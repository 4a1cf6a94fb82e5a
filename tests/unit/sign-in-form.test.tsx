import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { SignInForm } from '@/features/login/sign-in-form';

/** The sign-in fields are plain inputs drawn like antd's (issue 14): they must still behave like them. */
function renderForm(onSubmit = vi.fn(async () => false)) {
  render(
    <Providers>
      <SignInForm name="login" initialUsername="" onSubmit={onSubmit} />
    </Providers>,
  );
  return onSubmit;
}

describe('the sign-in fields', () => {
  it('say what is missing beside each field, mark it invalid, and clear the note as the user types', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    const username = screen.getByRole('textbox', { name: '账号' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('请输入您的账号');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入您的密码');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(username, 'admin');
    expect(username).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('请输入您的账号')).not.toBeInTheDocument();
    // What was typed stays, and the password's note stays until it is typed.
    expect(username).toHaveValue('admin');
    expect(screen.getByText('请输入您的密码')).toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('密码');
    await user.type(password, 'secret1');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret1');
  });

  it('types into the field when its icon is clicked, as antd’s input does', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('img', { name: 'user' }));
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveFocus();
  });

  it('submits the name and the password as typed (the session trims the name)', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: '账号' }), ' admin ');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(' admin ', 'admin123');
  });
});
