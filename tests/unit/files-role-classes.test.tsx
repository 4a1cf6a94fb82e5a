import { render, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import FilesPage from '@/pages/system/files/index';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { fileClasses } from '@mocks/seed/files';
import { signIn } from '../helpers';

/** The files page offers the classes the server lists for the user's roles (`file/clsmaprole/optionsKey`). */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

async function renderFiles() {
  await signIn();
  await useSession.getState().loadUser();
  render(
    <Providers>
      <MemoryRouter>
        <FilesPage />
      </MemoryRouter>
    </Providers>,
  );
}

const classMenu = () => [...document.querySelectorAll('.ant-menu-item')].map((item) => item.textContent);

describe('files and the role file classes', () => {
  it('shows admin every enabled class', async () => {
    await renderFiles();
    const enabled = fileClasses()
      .filter((c) => c.status === '0')
      .sort((a, b) => a.sort - b.sort)
      .map((c) => c.name);
    await waitFor(() => expect(classMenu()).toEqual(enabled));
    expect(enabled.length).toBeGreaterThan(2);
  });

  it('shows a user whose roles have two classes only those two, in the order the server gives', async () => {
    server.use(
      mswHttp.get('*/api/admin/file/clsmaprole/optionsKey', () =>
        HttpResponse.json({
          code: 200,
          data: [
            { label: '产品手册', value: 'manual' },
            { label: '产品图片', value: 'product' },
          ],
        }),
      ),
    );
    await renderFiles();
    // In the server's order; the other classes are not offered at all.
    await waitFor(() => expect(classMenu()).toEqual(['产品手册', '产品图片']));
  });
});
