import type { ReactNode } from 'react';
import { useSession } from '@/stores/session';
import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr, type Subject } from './permission';

const NOBODY: Subject = { permissions: [], roles: [] };

/** The signed-in user as a permission subject. */
export function useSubject(): Subject {
  return useSession((s) => s.user) ?? NOBODY;
}

/**
 * The permission check for decisions that are not an element (what to ask the server for, whether a
 * field may change): `const can = useAccess(); can.permi('device:param:edit')`. An element a
 * permission or role removes goes through HasPermi / HasRole below, the spec's two directives; the
 * toolkit's own buttons check through `page.can` (this same check).
 */
export function useAccess() {
  const subject = useSubject();
  return {
    permi: (permission: string) => hasPermi(subject, permission),
    permiOr: (permissions: readonly string[]) => hasPermiOr(subject, permissions),
    permiAnd: (permissions: readonly string[]) => hasPermiAnd(subject, permissions),
    role: (role: string) => hasRole(subject, role),
    roleOr: (roles: readonly string[]) => hasRoleOr(subject, roles),
    roleAnd: (roles: readonly string[]) => hasRoleAnd(subject, roles),
  };
}

/** The permission 'directive': renders its children only for a user holding one of `value`. */
export function HasPermi({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return hasPermiOr(useSubject(), value) ? <>{children}</> : null;
}

/** The role 'directive': renders its children only for a user holding one of `value`. */
export function HasRole({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return hasRoleOr(useSubject(), value) ? <>{children}</> : null;
}
