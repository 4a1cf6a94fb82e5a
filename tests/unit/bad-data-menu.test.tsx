import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/router/app-routes';
import { useSession } from '@/stores/session';
import { mockControl } from '@mocks/node';
import { signIn } from '../helpers';

/** Invariant 10 for the menu: a careless menu answer still gives a working console and sidebar. */

/** A chain of containers 12 levels deep (`/deep1/deep2/…/deep12`) ending in a page the console lacks. */
function deepBranch(level = 1): object {
  const path = level === 1 ? '/deep1' : `deep${level}`;
  if (level === 12) return { name: 'Deep12', path, component: 'lab/deep/index', title: '最深页' };
  return {
    name: `Deep${level}`,
    path,
    component: 'ParentView',
    title: `第${level}层`,
    children: [deepBranch(level + 1)],
  };
}
const DEEP_PATH = `/${Array.from({ length: 12 }, (_, i) => `deep${i + 1}`).join('/')}`;

const BAD_MENU = [
  null,
  {
    name: 'Lab',
    path: '/lab',
    component: 'Layout',
    title: null,
    icon: null,
    children: [
      { name: 'Ghost', path: 'ghost', component: 'lab/ghost/index', title: null, children: null },
      { name: 'Again', path: 'ghost', component: 'lab/ghost/index', title: '重复项' },
      { path: 'https://example.com/help', component: '', title: '帮助文档', icon: 'QuestionCircleOutlined' },
      { path: 'https://example.com/help', component: '', title: '重复链接' },
      { path: 'https://evil.example/\tx', component: '', title: '坏链接' },
      { path: 'notitle', component: 'lab/x/index', title: 7, name: { x: 1 }, permissions: 'lab:x' },
    ],
  },
  {
    name: 'LabTwice',
    path: '/lab',
    component: 'Layout',
    title: '重复目录',
    children: [{ path: 'z', component: 'a/b' }],
  },
  { name: 'Home', path: '/dashboard', component: 'dashboard/index', title: '假首页' },
  deepBranch(),
];

let consoleErrors: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  useSession.setState({ token: undefined, user: undefined, menus: undefined });
});

afterEach(() => {
  consoleErrors.mockRestore();
  useSession.setState({ user: undefined, menus: undefined });
});

/** Every React warning about keys that was logged. */
const keyWarnings = () =>
  consoleErrors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => /key/i.test(text));

describe('a menu answer with null, mistyped, repeated and deeply nested entries', () => {
  it('opens the console: the deep page shows the page-not-available panel, the sidebar each entry once', async () => {
    const token = await signIn();
    useSession.setState({ token });
    mockControl.fault({ method: 'GET', path: 'menus/routes', body: { code: 200, data: BAD_MENU } });
    render(
      <Providers>
        <MemoryRouter initialEntries={[DEEP_PATH]}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText('页面暂未提供', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/菜单项“最深页”指向的页面组件“lab\/deep\/index”/)).toBeInTheDocument();

    const sidebar = await screen.findByTestId('sidebar');
    // The path's twelve levels are open down to the page.
    for (let level = 1; level < 12; level++) expect(within(sidebar).getByText(`第${level}层`)).toBeInTheDocument();
    expect(within(sidebar).getByText('最深页')).toBeInTheDocument();

    // The lab container's title is missing: its name shows; the second /lab container is dropped.
    fireEvent.click(within(sidebar).getByText('Lab'));
    expect(await within(sidebar).findByText('Ghost')).toBeInTheDocument();
    expect(within(sidebar).queryByText('重复项')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('重复目录')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('假首页')).not.toBeInTheDocument();
    expect(within(sidebar).getAllByText('首页')).toHaveLength(1);
    // A title that is not text falls back to the path; the admin passes the lone-string permission.
    expect(within(sidebar).getByText('notitle')).toBeInTheDocument();

    // The external link is a plain new-tab link; the one with a control character is gone.
    const help = within(sidebar).getByText('帮助文档').closest('a');
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sidebar).queryByText('重复链接')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('坏链接')).not.toBeInTheDocument();
    expect(sidebar.textContent).not.toMatch(/null|undefined|\[object/);

    // The entry without a title opens its page-not-available panel, titled by its name.
    fireEvent.click(within(sidebar).getByText('Ghost'));
    await waitFor(() => expect(screen.getByText(/菜单项“Ghost”指向的页面组件“lab\/ghost\/index”/)).toBeInTheDocument());
    expect(keyWarnings()).toEqual([]);
  }, 60_000);
});
