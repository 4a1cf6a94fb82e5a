import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { IconPicker } from '@/features/org/menu/icon-picker';
import { useMenuTitle } from '@/features/org/menu/menu-title';
import { useSession } from '@/stores/session';
import { fileClasses, files } from '@mocks/seed/files';
import { signIn } from '../helpers';

afterEach(() => useSession.setState({ user: undefined, menus: undefined }));

const LOAD = { timeout: 10_000 };

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

function Titles({ names }: { names: string[] }) {
  const title = useMenuTitle();
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{title(name)}</li>
      ))}
    </ul>
  );
}

describe('menu names', () => {
  it('translates route keys and button actions; anything else stays literal text', async () => {
    await renderSignedIn(<Titles names={['user', 'button.resetPwd', '巡检中心', 'odd {{name}}', 'system:user']} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['用户管理', '重置密码', '巡检中心', 'odd {{name}}', 'system:user']);
  });
});

describe('icon picker', () => {
  it('loads the antd icon set when opened and picks a searched icon', async () => {
    const onChange = vi.fn();
    const user = await renderSignedIn(<IconPicker value="#" onChange={onChange} />);
    expect(screen.getByLabelText('菜单图标')).toHaveValue('');
    await user.click(screen.getByLabelText('菜单图标'));
    await user.type(await screen.findByPlaceholderText('搜索图标名称'), 'RadarChart');
    const option = await screen.findByLabelText('RadarChartOutlined', {}, { timeout: 30_000 });
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith('RadarChartOutlined');
  }, 60_000); // The first open imports the whole icon set (slow in jsdom).

  it('offers the stored menu images as file: icons and a key can be typed', async () => {
    const onChange = vi.fn();
    const user = await renderSignedIn(<IconPicker value="SettingOutlined" onChange={onChange} />);
    expect(screen.getByLabelText('菜单图标')).toHaveValue('SettingOutlined');
    await user.click(screen.getByLabelText('菜单图标'));
    await user.click(await screen.findByText('服务器图片'));
    const cls = fileClasses().find((c) => c.key === 'menuIcon');
    const icon = files().find((f) => f.clsId === cls?.clsId);
    if (!icon) throw new Error('the seed has no menu icon file');
    await user.click(await screen.findByLabelText(icon.name, {}, LOAD));
    expect(onChange).toHaveBeenLastCalledWith(`file:${icon.key}`);

    await user.click(screen.getByLabelText('菜单图标'));
    await user.click(await screen.findByText('服务器图片'));
    await user.type(screen.getByPlaceholderText('图片文件标识'), 'logo.png{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('file:logo.png');
  });
});
