import type { PageQuery } from '@/api/types';
import { listQuery, prefetchList } from '@/components/crud/list-prefetch';
import { dictLoaded, getDict } from '@/components/list/dict-cache';
import { DEFAULT_PAGE_SIZE } from '@/components/list/pagination';
import { i18n, preloadNamespaces } from '@/lib/i18n';
import type { DataPlan, ListPlan, PagePlan } from '@/lib/page-plan';
import { allIn, type Pending } from '@/lib/query/read';

/**
 * Each page's data plan, beside it: `pages/system/post/index.data.ts` for `system/post/index`. Its
 * own small chunk, so a navigation asks for the data beside the page's code, not after its render.
 */
export const PAGE_PLANS: Record<string, () => Promise<PagePlan>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: PagePlan }>('../pages/**/*.data.ts')).map(([file, load]) => [
    file.replace(/^\.\.\/pages\//, '').replace(/\.data\.ts$/, ''),
    () => load().then((module) => module.default),
  ]),
);

/** Dictionary types the list shows or searches by (`status` fields read `sys_normal_disable`). */
export function dictTypesOf(plan: ListPlan): string[] {
  const types = plan.fields
    .filter((f) => f.list !== false || Boolean(f.search))
    .map((f) => f.dict ?? (f.kind === 'status' ? 'sys_normal_disable' : undefined));
  return [...new Set(types.filter((t): t is string => Boolean(t)))];
}

export const isDataPlan = (plan: PagePlan): plan is DataPlan => 'prefetch' in plan;

const own = <T>(plans: Record<string, T>, component: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(plans, component) ? plans[component] : undefined;

/** Plans already read: a click then asks for its data before this returns, ahead of any render. */
const readPlans = new Map<string, PagePlan>();

/** Reads a page's plan ahead of a visit (hover, idle, navigation); undefined without one or when its chunk failed. */
export function loadPagePlan(component: string): Promise<PagePlan | undefined> {
  const plan = own(PAGE_PLANS, component);
  if (!plan) return Promise.resolve(undefined);
  const read = readPlans.get(component);
  if (read) return Promise.resolve(read);
  return plan().then(
    (resource) => {
      readPlans.set(component, resource);
      return resource;
    },
    () => undefined,
  );
}

/** A query in the address is another list than the plan's: the page's own would not take it over. */
const opensWithPlan = (plan: PagePlan, search: string) => isDataPlan(plan) || !(plan.addressFilters && search !== '');

const firstPage = (filters?: object) => listQuery<PageQuery>({ ...filters }, undefined, 1, DEFAULT_PAGE_SIZE);

function prefetchPlan(resource: PagePlan): Pending {
  // A page suspending for its texts after its data came would show a spinner, held for 300 ms.
  const texts = i18n.hasLoadedNamespace(resource.key)
    ? undefined
    : preloadNamespaces([resource.key]).catch(() => undefined);
  if (isDataPlan(resource)) return allIn([resource.prefetch(), texts]);
  return allIn([
    prefetchList(resource.api, firstPage(resource.defaultQuery)),
    ...dictTypesOf(resource).map((type) => (dictLoaded(type) ? undefined : getDict(type))),
    ...(resource.beside ?? []).map((source) => prefetchList(source, firstPage())),
    texts,
  ]);
}

/** Asks for a page's first data, silently; nothing to wait for when it is all in (or it has no plan). Never rejects. */
export function prefetchPageData(component: string, search = ''): Pending {
  const wanted = (plan: PagePlan | undefined) => plan !== undefined && opensWithPlan(plan, search);
  const read = readPlans.get(component);
  if (read) return wanted(read) ? prefetchPlan(read) : undefined;
  if (!own(PAGE_PLANS, component)) return undefined;
  return loadPagePlan(component).then((resource) =>
    resource && wanted(resource) ? prefetchPlan(resource) : undefined,
  );
}
