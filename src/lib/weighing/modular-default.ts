/**
 * The per-modular default rule (domain.md §2.1 join tables, issue 9): of the items of one kind
 * (sensors, woven lines, stabilizers, over-plates) assigned to a modular, exactly one is its default
 * while any is assigned. The mock backend applies it to its join tables; the assignment pages apply
 * the same rule to the rows on screen once the server has agreed.
 *
 * Flags follow the API: `'0'` marks the default (`defaultStatus`, the `status` of `change…Status`),
 * `'1'` any other item.
 */
export type DefaultFlag = '0' | '1';

export const IS_DEFAULT = '0' satisfies DefaultFlag;
export const NOT_DEFAULT = '1' satisfies DefaultFlag;

/**
 * The default after items were assigned or cancelled: the current one while it is still assigned,
 * else the earliest assigned (`assigned` in assignment order); none when nothing is assigned.
 */
export function settledDefault<I>(assigned: readonly I[], current: I | undefined): I | undefined {
  if (current !== undefined && assigned.includes(current)) return current;
  return assigned[0];
}

export type DefaultChange<I> = { ok: true; defaultId: I } | { ok: false; reason: 'notAssigned' | 'keepsOne' };

/**
 * A `change…Status` request for `itemId`: `'0'` moves the mark to it; `'1'` is refused for the
 * default (one must stay: another item is made the default instead) and changes nothing for any
 * other item. An item that is not assigned is refused.
 */
export function changeDefault<I>(
  assigned: readonly I[],
  current: I | undefined,
  itemId: I,
  flag: DefaultFlag,
): DefaultChange<I> {
  if (!assigned.includes(itemId)) return { ok: false, reason: 'notAssigned' };
  if (flag === IS_DEFAULT) return { ok: true, defaultId: itemId };
  const kept = settledDefault(assigned, current);
  if (kept === undefined || kept === itemId) return { ok: false, reason: 'keepsOne' };
  return { ok: true, defaultId: kept };
}

/**
 * The rows with the mark on the row `isDefault` picks and off every other. A row whose flag does not
 * change is returned as it was (same object), so a list re-draws only the rows that changed.
 */
export function withDefaultFlag<T extends object, K extends keyof T>(
  rows: readonly T[],
  flagKey: K,
  isDefault: (row: T) => boolean,
): T[] {
  return rows.map((row) => {
    const flag = isDefault(row) ? IS_DEFAULT : NOT_DEFAULT;
    return row[flagKey] === flag ? row : { ...row, [flagKey]: flag };
  });
}
