import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { MqttPasswordInput, mqttPasswordRule, SuperuserSwitch } from '@/features/device/mqtt-user-inputs';
import { useSession } from '@/stores/session';

const asUser = (roles: string[]) =>
  useSession.setState({
    user: { name: 'u', nickName: 'u', avatar: '', introduction: '', roles, permissions: ['device:mqttuser:edit'] },
  });

afterEach(() => useSession.setState({ user: undefined, menus: undefined }));

function UserForm({ initial, onSave }: { initial: Record<string, unknown>; onSave: (values: unknown) => void }) {
  const editing = initial.id !== undefined;
  return (
    <Form initialValues={initial} onFinish={onSave}>
      <Form.Item name="password" label="密码" rules={[mqttPasswordRule]}>
        <MqttPasswordInput editing={editing} />
      </Form.Item>
      <Form.Item name="isSuperuser" label="超级用户">
        <SuperuserSwitch />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

describe('MQ user inputs', () => {
  it('refuse a five-character password where it is typed and accept six', async () => {
    asUser(['admin']);
    const onSave = vi.fn();
    render(
      <Providers>
        <UserForm initial={{ isSuperuser: false }} onSave={onSave} />
      </Providers>,
    );
    const password = screen.getByLabelText('密码', { selector: 'input' });
    fireEvent.change(password, { target: { value: 'abc12' } });
    expect(await screen.findByText('网关密码不能少于六位')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByText('网关密码不能少于六位')).toBeVisible());
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ password: 'abc123', isSuperuser: false }));
  });

  it('keep the current password when editing with the box left empty', async () => {
    asUser(['admin']);
    const onSave = vi.fn();
    render(
      <Providers>
        <UserForm initial={{ id: 7, isSuperuser: false }} onSave={onSave} />
      </Providers>,
    );
    expect(screen.getByPlaceholderText('留空则不修改密码')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('grant superuser only after the confirmation, and never for a non-administrator', async () => {
    asUser(['admin']);
    const onSave = vi.fn();
    const { unmount } = render(
      <Providers>
        <UserForm initial={{ id: 7, isSuperuser: false }} onSave={onSave} />
      </Providers>,
    );
    const superuser = screen.getByRole('switch', { name: '超级用户' });
    fireEvent.click(superuser);
    // antd's modal is still animating in jsdom: being there is what counts.
    expect(await screen.findByText(/超级用户可以订阅和发布所有主题/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(superuser).not.toBeChecked());

    fireEvent.click(superuser);
    fireEvent.click(await screen.findByRole('button', { name: '授予超级用户' }));
    await waitFor(() => expect(superuser).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ isSuperuser: true })));
    unmount();

    asUser(['device']);
    render(
      <Providers>
        <UserForm initial={{ id: 8, isSuperuser: false }} onSave={onSave} />
      </Providers>,
    );
    expect(screen.getByRole('switch', { name: '超级用户' })).toBeDisabled();
    expect(screen.getByText('只有管理员可以授予')).toBeVisible();
  });
});
