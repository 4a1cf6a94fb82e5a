import type { PageRoute } from './menu-routes';

/**
 * §2 hidden child routes: each titled and tied to the menu entry it belongs to. `:param` segments
 * are digits only (checked by the page route before the page renders).
 */
interface HiddenRoute {
  path: string;
  component: string;
  title: string;
  activeMenu?: string;
  permissions?: string[];
  roles?: string[];
}

export const HIDDEN_ROUTES: HiddenRoute[] = [
  {
    path: '/system/user-auth/role/:userId',
    component: 'system/user/auth-role',
    title: 'userAuthRole',
    activeMenu: '/system/user',
    permissions: ['system:user:edit'],
  },
  {
    path: '/system/role-auth/user/:roleId',
    component: 'system/role/auth-user',
    title: 'roleAuthUser',
    activeMenu: '/system/role',
    permissions: ['system:role:edit'],
  },
  {
    path: '/system/role-auth/files/:roleId',
    component: 'system/role/auth-files',
    title: 'roleAuthFiles',
    activeMenu: '/system/role',
    permissions: ['system:role:edit'],
  },
  {
    path: '/system/dictitem/index/:dictId',
    component: 'system/dict/items',
    title: 'dictData',
    activeMenu: '/system/dict',
    roles: ['admin'],
  },
  {
    path: '/quartz/job-log/index',
    component: 'quartz/job/log',
    title: 'jobLog',
    activeMenu: '/quartz/job',
    permissions: ['monitor:job:list'],
  },
  {
    path: '/wms/modular-auth/sensor/:modularId',
    component: 'wms/modular/auth-sensor',
    title: 'modularAuthSensor',
    activeMenu: '/wms/selection/modular',
    permissions: ['wms:modular:edit'],
  },
  {
    path: '/wms/modular-auth/woven/:modularId',
    component: 'wms/modular/auth-woven',
    title: 'modularAuthWoven',
    activeMenu: '/wms/selection/modular',
    permissions: ['wms:modular:edit'],
  },
  {
    path: '/wms/modular-auth/stabilizer/:modularId',
    component: 'wms/modular/auth-stabilizer',
    title: 'modularAuthStabilizer',
    activeMenu: '/wms/selection/modular',
    permissions: ['wms:modular:edit'],
  },
  {
    path: '/wms/modular-auth/overplate/:modularId',
    component: 'wms/modular/auth-overplate',
    title: 'modularAuthOverplate',
    activeMenu: '/wms/selection/modular',
    permissions: ['wms:modular:edit'],
  },
  {
    path: '/wms/seldata/wizard',
    component: 'wms/seldata/wizard',
    title: 'seldataWizard',
    activeMenu: '/wms/selection/seldata',
    permissions: ['wms:seldata:add'],
  },
  {
    path: '/wms/dictitems/index/:dictId',
    component: 'wms/dict/items',
    title: 'wmsDictData',
    activeMenu: '/wms/dict',
    roles: ['admin'],
  },
];

/** Only role-gated routes require the role; a permission route needs the permission (§6). */
export function hiddenPageRoutes(isKnown: (component: string) => boolean): PageRoute[] {
  return HIDDEN_ROUTES.map((r) => ({
    path: r.path,
    component: r.component,
    known: isKnown(r.component),
    title: r.title,
    hidden: true,
    parents: [],
    activeMenu: r.activeMenu,
    permissions: r.permissions,
    roles: r.roles,
  }));
}

/** §2: route parameters of hidden routes are digits only. */
export function paramsAreDigits(params: Record<string, string | undefined>): boolean {
  // `*` is the splat of the route the protected tree hangs under, not a parameter of the page.
  return Object.entries(params).every(([name, v]) => name === '*' || v === undefined || /^\d+$/.test(v));
}
