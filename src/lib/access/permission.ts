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

const holdsPermission = (subject: Subject, permission: string) =>
  subject.permissions.includes(ALL_PERMISSION) || subject.permissions.includes(permission);

const holdsRole = (subject: Subject, role: string) =>
  subject.roles.includes(SUPER_ROLE) || subject.roles.includes(role);

export function hasPermi(subject: Subject, permission: string): boolean {
  return Boolean(permission) && holdsPermission(subject, permission);
}

export function hasPermiOr(subject: Subject, permissions: readonly string[]): boolean {
  return requireValues(permissions, 'permiTagsRequired').some((p) => holdsPermission(subject, p));
}

export function hasPermiAnd(subject: Subject, permissions: readonly string[]): boolean {
  return requireValues(permissions, 'permiTagsRequired').every((p) => holdsPermission(subject, p));
}

export function hasRole(subject: Subject, role: string): boolean {
  return Boolean(role) && holdsRole(subject, role);
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
  const permissions = route.permissions?.filter(Boolean) ?? [];
  const roles = route.roles?.filter(Boolean) ?? [];
  if (permissions.length > 0 && permissions.some((p) => holdsPermission(subject, p))) return true;
  if (roles.length > 0 && roles.some((r) => holdsRole(subject, r))) return true;
  return permissions.length === 0 && roles.length === 0;
}
