import { act, render, screen, waitFor } from '@testing-library/react';
import { Activity, createElement, useEffect, type ComponentProps, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as antdModule from 'antd';
import { Providers } from '@/app/providers';
import { useFieldOptions, useServerSearch, type ServerSearch } from '@/components/crud';
import type * as headerSearchModule from '@/layout/header-search';
import { AppRoutes } from '@/router/app-routes';
import { useSession } from '@/stores/session';
import { useTags } from '@/stores/tags';
import { signIn } from '../helpers';

/** Renders of the header's search box and of the tag bar's menus (a tag's Dropdown lists `closeLeft`). */
const renders = vi.hoisted(() => ({ headerSearch: 0, tagMenus: 0 }));

vi.mock('@/layout/header-search', async (importOriginal) => {
  const original = await importOriginal<typeof headerSearchModule>();
  return {
    ...original,
    HeaderSearch: () => {
      renders.headerSearch++;
      return createElement(original.HeaderSearch);
    },
  };
});

vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof antdModule>();
  const Dropdown = Object.assign((props: ComponentProps<typeof antd.Dropdown>) => {
    if (props.menu?.items?.some((item) => item?.key === 'closeLeft')) renders.tagMenus++;
    return createElement(antd.Dropdown, props);
  }, antd.Dropdown);
  return { ...antd, Dropdown };
});

const handle: { navigate: NavigateFunction } = { navigate: () => undefined };

function NavigateHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    handle.navigate = navigate;
  }, [navigate]);
  return null;
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Pages whose tags are open beside the two the test moves between. */
const OPEN_TAGS = ['/system/role', '/system/menu', '/system/dept', '/system/dict', '/system/config', '/system/notice'];

describe('a navigation in the console', () => {
  afterEach(() => useTags.getState().reset());

  it('re-renders the tags whose highlight changed, not every tag, and not the header tools', async () => {
    const token = await signIn();
    useSession.setState({ token, user: undefined, menus: undefined });
    for (const path of OPEN_TAGS) useTags.getState().add({ key: path, path, title: path });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/system/post']}>
          <AppRoutes />
          <NavigateHandle />
          <LocationProbe />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText('董事长', undefined, { timeout: 15000 })).toBeInTheDocument();
    // The header's own first answer (the bell's unread count) is in: its render landing inside a
    // navigation's transition makes React render that transition again.
    await waitFor(() => expect(screen.getByTestId('message-bell')).toHaveAccessibleName(/条未读/), { timeout: 15000 });
    const tagCount = useTags.getState().tags.length;
    expect(tagCount).toBeGreaterThanOrEqual(OPEN_TAGS.length + 2);

    // To an open tag's page and back: no tag is added, so only the highlight moves.
    for (const path of ['/system/role', '/system/post']) {
      renders.headerSearch = 0;
      renders.tagMenus = 0;
      await act(async () => {
        await handle.navigate(path);
      });
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path), { timeout: 15000 });
      await act(async () => new Promise((settle) => setTimeout(settle, 50)));
      expect(renders.headerSearch).toBe(0);
      // The tag left and the tag shown (rendered twice over by React's development checks), however
      // many are open: every tag with its menu used to render twice per visit.
      expect(renders.tagMenus).toBeLessThanOrEqual(6);
      expect(renders.tagMenus).toBeLessThan(tagCount);
    }
  }, 60000);
});

/** A page kept by the tab cache, hidden and shown again: React re-runs its effects. */
function Kept({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>;
}

describe('a page shown again by the tab cache', () => {
  it('does not ask a server search again that was already answered', async () => {
    const search = vi.fn<ServerSearch<string>>(() => Promise.resolve({ list: ['a'], total: 1 }));
    function Picker() {
      const state = useServerSearch(search, '', { limit: 10 });
      return <span data-testid="listed">{state.list.join(',')}</span>;
    }
    const page = render(
      <Kept shown>
        <Picker />
      </Kept>,
    );
    await waitFor(() => expect(screen.getByTestId('listed').textContent).toBe('a'));
    page.rerender(
      <Kept shown={false}>
        <Picker />
      </Kept>,
    );
    page.rerender(
      <Kept shown>
        <Picker />
      </Kept>,
    );
    await act(async () => new Promise((settle) => setTimeout(settle, 20)));
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('listed').textContent).toBe('a');
  });

  it("does not call a select field's option loader again", async () => {
    const loader = vi.fn(() => Promise.resolve([{ value: 1, label: 'one' }]));
    function Field() {
      const options = useFieldOptions(undefined, loader);
      return <span data-testid="options">{options.map((o) => o.label).join(',')}</span>;
    }
    const page = render(
      <Kept shown>
        <Field />
      </Kept>,
    );
    await waitFor(() => expect(screen.getByTestId('options').textContent).toBe('one'));
    page.rerender(
      <Kept shown={false}>
        <Field />
      </Kept>,
    );
    page.rerender(
      <Kept shown>
        <Field />
      </Kept>,
    );
    await act(async () => new Promise((settle) => setTimeout(settle, 20)));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('options').textContent).toBe('one');
  });
});
