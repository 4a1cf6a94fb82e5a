import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postApi } from '@/api/modules/system/post';
import { useSession } from '@/stores/session';
import { renderConsole } from '../console';
import { signIn } from '../helpers';

/** The console's layout code, held back until the test lets it in (as on a slow network). */
const layout = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release: () => release(), loaded: false };
});
vi.mock('@/layout/main-layout', async (importOriginal) => {
  await layout.held;
  layout.loaded = true;
  return importOriginal();
});

describe('arriving at a page (a sign-in, a reload, a link)', () => {
  it("asks for the page's list while the console's layout code is still loading, and shows its rows once it is in", async () => {
    const token = await signIn();
    useSession.setState({ token, user: undefined, menus: undefined });
    const asked: boolean[] = [];
    const lists = vi.spyOn(postApi, 'page').mockImplementation((...args) => {
      asked.push(layout.loaded);
      lists.mockRestore();
      return postApi.page(...args);
    });
    renderConsole('/system/post');
    // Before: the list was asked for only once the layout had rendered around the page.
    await waitFor(() => expect(asked).toEqual([false]), { timeout: 15000 });
    layout.release();
    expect(await screen.findByText('董事长', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(asked).toEqual([false]);
  });
});
