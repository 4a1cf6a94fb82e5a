import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@/api/modules/auth';
import type { Subject } from '@/lib/access/permission';
import { joinPath, menuToRoutes, type MenuNode } from '@/router/menu-routes';
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

describe('menuToRoutes given bad menu data (invariant 10)', () => {
  const leaf = (path: string, extra: object = {}) => ({ path, component: 'system/user/index', title: path, ...extra });

  it('treats null or mistyped children as a leaf, and drops a container left without children', () => {
    const tree = [
      { path: '/a', component: 'Layout', title: 'a', children: null },
      { path: '/b', component: 'system/user/index', title: 'b', children: null },
      { path: '/c', component: 'system/user/index', title: 'c', children: { 0: leaf('x') } },
      { path: '/d', component: 'Layout', title: 'd', children: [null, 3, 'x', [leaf('y')]] },
    ] as unknown as MenuRoute[];
    const { pages, menu } = menuToRoutes(tree, ADMIN, known);
    expect(pages.map((p) => p.path)).toEqual(['/b', '/c']);
    expect(menu.map((m) => m.path)).toEqual(['/b', '/c']);
  });

  it('keeps the first entry of a repeated path: one route, one sidebar entry', () => {
    const tree = [
      {
        path: '/system',
        component: 'Layout',
        title: 'system',
        children: [leaf('user'), leaf('user', { title: 'again' }), leaf('/system/user/'), leaf('role')],
      },
      { path: '/system', component: 'Layout', title: 'twice', children: [leaf('post')] },
      leaf('/system/role'),
      leaf('/dashboard'),
    ] as unknown as MenuRoute[];
    const { pages, menu } = menuToRoutes(tree, ADMIN, known, ['/dashboard']);
    expect(pages.map((p) => p.path)).toEqual(['/system/user', '/system/role']);
    expect(pages[0].title).toBe('user');
    expect(menu.map((m) => m.key)).toEqual(['/system']);
    expect(menu[0].children?.map((c) => c.key)).toEqual(['/system/user', '/system/role']);
  });

  it('falls back to the name, then the path, for a missing or mistyped title', () => {
    const tree = [
      { path: '/t1', component: 'x/y', title: null, name: 'Named' },
      { path: '/t2', component: 'x/y', title: 42, name: null },
      { path: '/t3', component: 'x/y', title: { zh: '标题' }, name: ['n'] },
      { path: '/t4', component: 'x/y', title: '', name: '' },
    ] as unknown as MenuRoute[];
    const { pages, menu } = menuToRoutes(tree, ADMIN, known);
    expect(pages.map((p) => p.title)).toEqual(['Named', '/t2', '/t3', '/t4']);
    expect(menu.map((m) => typeof m.title)).toEqual(['string', 'string', 'string', 'string']);
    expect(pages.every((p) => p.known === false)).toBe(true);
  });

  it('builds a route and a sidebar branch 12 levels deep', () => {
    let node: MenuRoute = { path: 'l12', component: 'system/user/index', title: 'l12' };
    for (let level = 11; level >= 1; level--)
      node = { path: level === 1 ? '/l1' : `l${level}`, component: 'ParentView', title: `l${level}`, children: [node] };
    const { pages, menu } = menuToRoutes([node], ADMIN, known);
    const deepPath = `/${Array.from({ length: 12 }, (_, i) => `l${i + 1}`).join('/')}`;
    expect(pages.map((p) => p.path)).toEqual([deepPath]);
    expect(pages[0].parents).toHaveLength(11);
    let depth = 0;
    for (let branch: MenuNode | undefined = menu[0]; branch; branch = branch.children?.[0]) depth += 1;
    expect(depth).toBe(12);
  });

  it('never throws on mistyped permissions or roles; a lone string is one requirement', () => {
    const tree = [
      leaf('/p1', { permissions: 'system:user:list' }),
      leaf('/p2', { permissions: [null, 7, 'tower:info:list'] }),
      leaf('/p3', { roles: 'admin' }),
      leaf('/p4', { permissions: { 0: 'x' }, roles: 5 }),
    ] as unknown as MenuRoute[];
    expect(menuToRoutes(tree, OPERATOR, known).pages.map((p) => p.path)).toEqual(['/p2', '/p4']);
    expect(menuToRoutes(tree, ADMIN, known).pages.map((p) => p.path)).toEqual(['/p1', '/p2', '/p3', '/p4']);
    expect(menuToRoutes(tree, NOBODY, known).pages.map((p) => p.path)).toEqual(['/p4']);
  });

  it('makes an http(s) path an external sidebar link, never a route, and drops one checkedUrl refuses', () => {
    const tree = [
      {
        path: '/links',
        component: 'Layout',
        title: 'links',
        children: [
          { path: 'https://example.com/docs?a=1', component: '', title: 'docs' },
          { path: 'HTTP://example.org', component: 'Layout', title: 'upper' },
          { path: 'https://example.com/docs?a=1', component: '', title: 'again' },
          { path: 'https://evil.example/\nx', component: '', title: 'control' },
          { path: 'https:evil.example', component: '', title: 'no slashes' },
          { path: 'http://', component: '', title: 'no host' },
          { path: 'https://bad.example/\\x', component: '', title: 'backslash' },
        ],
      },
      leaf('javascript:alert(1)'),
      leaf('//evil.example'),
      leaf('/\\evil.example'),
    ] as unknown as MenuRoute[];
    const { pages, menu } = menuToRoutes(tree, ADMIN, known);
    expect(menu[0].children).toEqual([
      { key: 'https://example.com/docs?a=1', path: 'https://example.com/docs?a=1', title: 'docs', external: true },
      { key: 'HTTP://example.org', path: 'HTTP://example.org', title: 'upper', external: true },
    ]);
    // Not a link: these stay paths inside the console.
    expect(pages.map((p) => p.path)).toEqual(['/javascript:alert(1)', '/evil.example']);
  });
});
