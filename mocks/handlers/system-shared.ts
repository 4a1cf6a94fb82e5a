import { can, MockHttpError, say, type HandlerContext } from '../lib/http';
import type { MockUser } from '../auth/sessions';

/** Helpers the platform-administration handlers share. */
export interface MockTreeNode {
  id: number;
  label: string;
  disabled?: boolean;
  children?: MockTreeNode[];
}

export interface TreeSpec<T> {
  id: (row: T) => number;
  parentId: (row: T) => number;
  label: (row: T) => string;
  order: (row: T) => number;
  disabled?: (row: T) => boolean;
}

/** A tree of `rows`; a row whose parent is not among them becomes a root (filtered lists still show). */
export function buildTree<T>(rows: readonly T[], spec: TreeSpec<T>): MockTreeNode[] {
  const ids = new Set(rows.map(spec.id));
  const byParent = new Map<number, T[]>();
  for (const row of rows) {
    const parent = ids.has(spec.parentId(row)) ? spec.parentId(row) : -1;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const walk = (parent: number): MockTreeNode[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => spec.order(a) - spec.order(b))
      .map((row) => {
        const node: MockTreeNode = { id: spec.id(row), label: spec.label(row) };
        if (spec.disabled?.(row)) node.disabled = true;
        const children = walk(spec.id(row));
        if (children.length > 0) node.children = children;
        return node;
      });
  return walk(-1);
}

/**
 * With check linkage on (`menuCheckStrictly`), a parent among the assigned ids is left out: the
 * tree control derives its (half-)checked state from the children, as the backend of this family does.
 */
export function checkedKeys<T>(
  rows: readonly T[],
  assigned: ReadonlySet<number>,
  spec: Pick<TreeSpec<T>, 'id' | 'parentId'>,
  strictly: boolean,
): number[] {
  const present = rows.map(spec.id).filter((id) => assigned.has(id));
  if (!strictly) return present;
  const parentsOfAssigned = new Set(rows.filter((r) => assigned.has(spec.id(r))).map(spec.parentId));
  return present.filter((id) => !parentsOfAssigned.has(id));
}

/** `1,2,3` → [1, 2, 3]; anything that is not a positive integer is dropped. */
export function parseIds(value: string | null | undefined): number[] {
  return String(value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function toId(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** 403 unless the user holds one of the permissions (for endpoints several pages use). */
export function requireAny(ctx: HandlerContext, permissions: readonly string[]): void {
  if (!permissions.some((p) => can(ctx.user, p))) {
    throw new MockHttpError(403, say(ctx.request, '没有权限，请联系管理员授权', 'No permission; ask an administrator'));
  }
}

export function refuse(ctx: Pick<HandlerContext, 'request'>, zh: string, en: string): never {
  throw new MockHttpError(500, say(ctx.request, zh, en));
}

export function isAdmin(user: MockUser): boolean {
  return user.roleKeys.includes('admin');
}

/** Keeps a table's rows except those `drop` matches; returns how many were removed. */
export function removeWhere<T>(rows: T[], drop: (row: T) => boolean): number {
  let removed = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (drop(rows[i])) {
      rows.splice(i, 1);
      removed++;
    }
  }
  return removed;
}

export function isNonNegativeNumber(value: unknown): boolean {
  return value !== '' && value !== null && Number.isFinite(Number(value)) && Number(value) >= 0;
}

/** Export column titles in both languages. */
export function col(key: string, zh: string, en: string) {
  return { key, title: { zh, en } };
}
