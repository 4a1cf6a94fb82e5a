import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { CrudPage } from '@/components/crud';
import { clearDictCache, DictValue } from '@/components/list';
import { i18n } from '@/lib/i18n';
import { postResource } from '@/resources/post/post.resource';
import { useSession } from '@/stores/session';
import { mockControl } from '@mocks/node';
import { signIn } from '../helpers';

afterEach(() => {
  clearDictCache();
  useSession.setState({ user: undefined, menus: undefined });
});

async function inLanguage(lng: 'zh-CN' | 'en') {
  clearDictCache();
  await act(() => i18n.changeLanguage(lng));
}

function renderTags(type: string, values: string[]) {
  return render(
    <Providers>
      {values.map((value) => (
        <p key={value} data-testid={`tag-${value}`}>
          <DictValue type={type} value={value} />
        </p>
      ))}
    </Providers>,
  );
}

describe('dictionary labels in the user language', () => {
  it('the post form offers Normal / Disabled in English, 正常 / 停用 in Chinese', async () => {
    await signIn();
    await useSession.getState().loadUser();
    await inLanguage('en');
    const view = render(
      <Providers>
        <MemoryRouter>
          <CrudPage resource={postResource} />
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /\bAdd$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Disabled' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/正常|停用/);
    view.unmount();

    await inLanguage('zh-CN');
    render(
      <Providers>
        <MemoryRouter>
          <CrudPage resource={postResource} />
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增$/ }));
    const zhDialog = await screen.findByRole('dialog');
    expect(await within(zhDialog).findByRole('radio', { name: '正常' })).toBeChecked();
    expect(within(zhDialog).getByRole('radio', { name: '停用' })).toBeInTheDocument();
  });

  it('a tag reads the English label, and follows a language switch', async () => {
    await signIn();
    await inLanguage('en');
    renderTags('sys_normal_disable', ['0', '1']);
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByTestId('tag-0')).toHaveTextContent('Normal');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByTestId('tag-0')).toHaveTextContent('正常');
    expect(screen.getByTestId('tag-1')).toHaveTextContent('停用');
  });

  it('shows the server label for a value the console has no entry for, and for a label renamed on the server', async () => {
    await signIn();
    mockControl.fault({
      method: 'GET',
      path: 'dicts/items/type/sys_user_sex',
      body: {
        code: 200,
        data: [
          { dictValue: '0', dictLabel: '男', listClass: 'default' },
          { dictValue: '1', dictLabel: '女士', listClass: 'default' },
          { dictValue: '9', dictLabel: '保密', listClass: 'default' },
        ],
      },
    });
    await inLanguage('en');
    renderTags('sys_user_sex', ['0', '1', '9']);
    await waitFor(() => expect(screen.getByTestId('tag-0')).toHaveTextContent('Male'));
    expect(screen.getByTestId('tag-1')).toHaveTextContent('女士');
    expect(screen.getByTestId('tag-9')).toHaveTextContent('保密');
  });

  it('a warehouse dictionary reads its English label too', async () => {
    await signIn();
    await inLanguage('en');
    renderTags('wms:wms_load_mode', ['COMPRESSION', 'TENSION']);
    await waitFor(() => expect(screen.getByTestId('tag-COMPRESSION')).toHaveTextContent('Compression'));
    expect(screen.getByTestId('tag-TENSION')).toHaveTextContent('Tension');
  });

  it('leaves a dictionary the console does not know as the server sends it', async () => {
    await signIn();
    mockControl.fault({
      method: 'GET',
      path: 'dicts/items/type/site_custom',
      body: { code: 200, data: [{ dictValue: 'A', dictLabel: '甲班', listClass: 'default' }] },
    });
    await inLanguage('en');
    renderTags('site_custom', ['A']);
    await waitFor(() => expect(screen.getByTestId('tag-A')).toHaveTextContent('甲班'));
  });
});
