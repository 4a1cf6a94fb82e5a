/** `[resource, kind, ...args]`: a write invalidates `[resource]`, every read of it. */
export const queryKeys = {
  all: (resource: string) => [resource] as const,
  list: (resource: string, query: object) => [resource, 'list', query] as const,
  detail: (resource: string, id: string | number) => [resource, 'detail', String(id)] as const,
  options: (resource: string, args?: object) => [resource, 'options', args ?? {}] as const,
  tree: (resource: string, args?: object) => [resource, 'tree', args ?? {}] as const,
  dict: (type: string) => ['dict', 'data', type] as const,
  other: (resource: string, name: string, args?: unknown) => [resource, name, args ?? null] as const,
};

const ids = new WeakMap<object, string>();
let made = 0;

/** An API module's `path` (what its writes invalidate), else a name of its own for this object. */
export function resourceOf(owner: object): string {
  const path = (owner as { path?: unknown }).path;
  if (typeof path === 'string' && path !== '') return path;
  let id = ids.get(owner);
  if (id === undefined) {
    made += 1;
    id = `~${made}`;
    ids.set(owner, id);
  }
  return id;
}
