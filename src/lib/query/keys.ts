/**
 * One query-key scheme: `[resource, kind, ...args]`, so invalidating `[resource]` refreshes every read
 * of that resource (its lists, details, options) after a write.
 */
export const queryKeys = {
  all: (resource: string) => [resource] as const,
  list: (resource: string, query: object) => [resource, 'list', query] as const,
  detail: (resource: string, id: string | number) => [resource, 'detail', String(id)] as const,
  options: (resource: string, args?: object) => [resource, 'options', args ?? {}] as const,
  tree: (resource: string, args?: object) => [resource, 'tree', args ?? {}] as const,
  dict: (type: string) => ['dict', 'data', type] as const,
  other: (resource: string, name: string, args?: unknown) => [resource, name, args ?? null] as const,
};
