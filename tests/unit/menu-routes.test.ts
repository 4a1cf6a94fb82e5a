import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@/api/modules/auth';
import type { Subject } from '@/lib/access/permission';
import { joinPath, menuToRoutes } from '@/router/menu-routes';
import { hasPage, type PageLoader } from '@/router/registry';

const ADMIN: Subject = { permissions: ['*:*:*'], roles: ['admin'] };
const OPERATOR: Subject = { permissions: ['tower:info:list', 'wms:sensor:list'], roles: ['operator'] };
const NOBODY: Subject = { permissions: [], roles: [] };

const KNOWN = new Set(['system/user/index', 'system/role/index', 'tower/info/index', 'monitor/operlog/index']);
const known = (component: string) => KNOWN.has(component);

const TREE: MenuRoute[] = [
  {
    name: 'System',
    path: '/system',
    component: 'Layout',
    title: 'system',
    icon: 'SettingOutlined',
    redirect: 'noRedirect',
    children: [
      {
        name: 'User',
        path: 'user',
        component: 'system/user/index',
        title: 'user',
        icon: 'UserOutlined',
        permissions: ['system:user:list'],
      },
      { name: 'Role', path: 'role', component: 'system/role/index', title: 'role', icon: '#', roles: ['admin'] },
      {
        name: 'Log',
        path: 'log',
        component: 'ParentView',
        title: 'log',
        icon: 'FileSearchOutlined',
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            component: 'monitor/operlog/index',
            title: 'operlog',
            icon: 'FormOutlined',
            permissions: ['monitor:operlog:list'],
          },
        ],
      },
    ],
  },
  {
    name: 'Tower',
    path: '/tower/',
    component: 'Layout',
    title: 'tower',
    icon: 'FundOutlined',
    children: [
      {
        name: 'Info',
        path: 'info',
        component: 'tower/info/index',
        title: 'towerInfo',
        icon: 'DatabaseOutlined',
        permissions: ['tower:info:list'],
      },
      { name: 'Gone', path: 'gone', component: 'tower/gone/index', title: '', icon: 'X' },
      { name: 'Secret', path: 'secret', component: 'tower/info/index', title: 'secret', icon: '', hidden: true },
    ],
  },
];

describe('joinPath', () => {
  it('joins relative children onto their parent and keeps absolute paths', () => {
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system/', '/tower/info')).toBe('/tower/info');
    expect(joinPath('/', 'dashboard')).toBe('/dashboard');
    expect(joinPath('/system//', 'log//')).toBe('/system/log');
    expect(joinPath('/x', 'https://example.com/a')).toBe('https://example.com/a');
  });
});

describe('menuToRoutes', () => {
  it('turns containers into sidebar groups and leaves into page routes with nested paths', () => {
    const { pages, menu } = menuToRoutes(TREE, ADMIN, known);
    expect(pages.map((p) => p.path)).toEqual([
      '/system/user',
      '/system/role',
      '/system/log/operlog',
      '/tower/info',
      '/tower/gone',
      '/tower/secret',
    ]);
    const operlog = pages.find((p) => p.path === '/system/log/operlog');
    expect(operlog).toMatchObject({
      component: 'monitor/operlog/index',
      known: true,
      title: 'operlog',
      icon: 'FormOutlined',
      hidden: false,
      parents: ['system', 'log'],
      permissions: ['monitor:operlog:list'],
    });
    expect(menu.map((m) => m.path)).toEqual(['/system', '/tower']);
    expect(menu[0].children?.map((c) => c.path)).toEqual(['/system/user', '/system/role', '/system/log']);
    expect(menu[0].children?.[2].children?.map((c) => c.path)).toEqual(['/system/log/operlog']);
  });

  it('marks components the registry lacks as unknown, and falls back to the name for a missing title', () => {
    const { pages } = menuToRoutes(TREE, ADMIN, known);
    expect(pages.find((p) => p.path === '/tower/gone')).toMatchObject({ known: false, title: 'Gone' });
    expect(pages.find((p) => p.path === '/tower/info')?.known).toBe(true);
  });

  it('drops the "#" placeholder icon', () => {
    const { pages } = menuToRoutes(TREE, ADMIN, known);
    expect(pages.find((p) => p.path === '/system/role')?.icon).toBeUndefined();
  });

  it('keeps hidden items routable but out of the sidebar', () => {
    const { pages, menu } = menuToRoutes(TREE, ADMIN, known);
    expect(pages.find((p) => p.path === '/tower/secret')?.hidden).toBe(true);
    const towerChildren = menu.find((m) => m.path === '/tower')?.children?.map((c) => c.path);
    expect(towerChildren).toEqual(['/tower/info', '/tower/gone']);
  });

  it('filters by permission, else by role, and removes containers left empty (§6)', () => {
    const { pages, menu } = menuToRoutes(TREE, OPERATOR, known);
    expect(pages.map((p) => p.path)).toEqual(['/tower/info', '/tower/gone', '/tower/secret']);
    expect(menu.map((m) => m.path)).toEqual(['/tower']);

    const roleOnly = menuToRoutes(TREE, { permissions: [], roles: ['admin'] }, known);
    expect(roleOnly.pages.map((p) => p.path)).toContain('/system/role');
    // The admin role passes role checks, not permission checks.
    expect(roleOnly.pages.map((p) => p.path)).not.toContain('/system/user');

    const none = menuToRoutes(TREE, NOBODY, known);
    expect(none.pages.map((p) => p.path)).toEqual(['/tower/gone', '/tower/secret']);
  });

  it('hides a container the user may not see together with its children', () => {
    const tree: MenuRoute[] = [
      {
        path: '/system',
        component: 'Layout',
        title: 'system',
        permissions: ['system:manage'],
        children: [{ path: 'user', component: 'system/user/index', title: 'user' }],
      },
    ];
    expect(menuToRoutes(tree, OPERATOR, known).pages).toEqual([]);
    expect(menuToRoutes(tree, ADMIN, known).pages.map((p) => p.path)).toEqual(['/system/user']);
  });

  it('skips malformed items instead of failing (invariant 10)', () => {
    const broken = [
      null,
      undefined,
      42,
      'text',
      {},
      { path: '' },
      { path: 7, component: 'system/user/index' },
      {
        path: '/system',
        component: 'Layout',
        title: 'system',
        children: [null, { path: 'user', component: 'system/user/index' }],
      },
      { path: '/empty', component: 'Layout', children: [] },
      { path: '/layout-leaf', component: 'Layout' },
      { path: '/no-component' },
      { path: '/odd', component: 12, title: { zh: 'x' }, icon: ['x'], children: 'nope' },
    ] as unknown as MenuRoute[];
    const { pages, menu } = menuToRoutes(broken, ADMIN, known);
    expect(pages.map((p) => p.path)).toEqual(['/system/user']);
    expect(pages[0].title).toBe('user');
    expect(menu.map((m) => m.path)).toEqual(['/system']);
    expect(menuToRoutes(undefined, ADMIN, known)).toEqual({ pages: [], menu: [] });
  });
});

describe('the lazy registry', () => {
  it('knows a component only when a page file exists for it', () => {
    const registry: Record<string, PageLoader> = { 'system/user/index': async () => ({ default: () => null }) };
    expect(hasPage('system/user/index', registry)).toBe(true);
    expect(hasPage('system/role/index', registry)).toBe(false);
    expect(hasPage('toString', registry)).toBe(false);
    expect(hasPage(undefined, registry)).toBe(false);
    expect(hasPage('dashboard/index')).toBe(true);
  });
});
