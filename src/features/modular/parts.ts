/** The four kinds of part a modular is assigned, as its assignment routes name them. */
export const PART_KINDS = ['sensor', 'woven', 'stabilizer', 'overplate'] as const;

export type PartKind = (typeof PART_KINDS)[number];

/** The modular list (the menu entry the assignment pages belong to). */
export const MODULAR_LIST_PATH = '/wms/selection/modular';

/** `/wms/modular-auth/{kind}/{modularId}` (src/router/hidden-routes.ts). */
export const partsPath = (kind: PartKind, modularId: number | string) => `/wms/modular-auth/${kind}/${modularId}`;
