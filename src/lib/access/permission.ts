import { t } from '@/lib/i18n';

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';

/** What a check needs to know about the user. */
export interface Subject {
  permissions: readonly string[];
  roles: readonly string[];
}

function requireValues(values: unknown, key: 'permiTagsRequired' | 'roleTagsRequired'): readonly string[] {
  if (!Array.isArray(values) || values.length === 0) throw new Error(t(`errors:permission.${key}`));
  return values as readonly string[];
}

/**
 * The strings of a list that came from the server (invariant 10): a check never throws on a list
 * that is missing, not an array, or holds other things; those count as nothing held or required.
 */
const heldLists = new WeakMap<readonly unknown[], readonly string[]>();
function held(values: unknown): readonly string[] {
  if (!Array.isArray(values)) return [];
  let strings = heldLists.get(values);
  if (!strings) {
    strings = values.filter((v): v is string => typeof v === 'string' && v !== '');
    heldLists.set(values, strings);
  }
  return strings;
}

/** What a route requires: its list's strings; a lone string (a mistyped list) is one requirement. */
const required = (values: unknown): readonly string[] => (typeof values === 'string' ? held([values]) : held(values));

const holdsPermission = (subject: Subject, permission: string) => {
  const permissions = held(subject.permissions);
  return permissions.includes(ALL_PERMISSION) || permissions.includes(permission);
};

const holdsRole = (subject: Subject, role: string) => {
  const roles = held(subject.roles);
  return roles.includes(SUPER_ROLE) || roles.includes(role);
};

export function hasPermi(subject: Subject, permission: string): boolean {
  return typeof permission === 'string' && permission !== '' && holdsPermission(subject, permission);
}

export function hasPermiOr(subject: Subject, permissions: readonly string[]): boolean {
  return requireValues(permissions, 'permiTagsRequired').some((p) => holdsPermission(subject, p));
}

export function hasPermiAnd(subject: Subject, permissions: readonly string[]): boolean {
  return requireValues(permissions, 'permiTagsRequired').every((p) => holdsPermission(subject, p));
}

export function hasRole(subject: Subject, role: string): boolean {
  return typeof role === 'string' && role !== '' && holdsRole(subject, role);
}

export function hasRoleOr(subject: Subject, roles: readonly string[]): boolean {
  return requireValues(roles, 'roleTagsRequired').some((r) => holdsRole(subject, r));
}

export function hasRoleAnd(subject: Subject, roles: readonly string[]): boolean {
  return requireValues(roles, 'roleTagsRequired').every((r) => holdsRole(subject, r));
}

/** §6 dynamic-route filtering: any permission matches, else any role; a route with neither is open. */
export function canSeeRoute(
  subject: Subject,
  route: { permissions?: readonly string[]; roles?: readonly string[] },
): boolean {
  const permissions = required(route.permissions);
  const roles = required(route.roles);
  if (permissions.length > 0 && permissions.some((p) => holdsPermission(subject, p))) return true;
  if (roles.length > 0 && roles.some((r) => holdsRole(subject, r))) return true;
  return permissions.length === 0 && roles.length === 0;
}
