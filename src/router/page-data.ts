import type { PageQuery } from '@/api/types';
import { listCached, listQuery, prefetchList } from '@/components/crud/list-prefetch';
import { dictLoaded, getDict } from '@/components/list/dict-cache';
import { DEFAULT_PAGE_SIZE } from '@/components/list/pagination';
import { i18n, preloadNamespaces } from '@/lib/i18n';
import type { DataPlan, ListPlan, PagePlan } from '@/lib/page-plan';

/**
 * Each page's data needs, written beside it: `src/pages/system/post/index.data.ts` default-exports
 * the plan of `src/pages/system/post/index.tsx` (registry key `system/post/index`). Its own small
 * chunk, so the list and its dictionaries are asked for at navigation, beside the page's code rather
 * than after the page has rendered (issue 22). A page that opens its list with another query (a
 * route's filter) would adopt nothing and ask again: such pages say `addressFilters`; the tree pages
 * name their tree as `api`. A page without a data file asks for its data as it mounts.
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

/** Plans already read, by registry key: a visit then asks for its data in the click itself. */
const readPlans = new Map<string, PagePlan>();

/**
 * Reads a page's plan (its resource declaration's chunk, or its data plan's) ahead of a visit: on
 * hover, on idle, at navigation. Resolves with the plan, or undefined for a page without one or a
 * chunk that failed.
 */
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

/** A visit with a query to a page that takes filters from its address lists something else than its plan. */
const opensWithPlan = (plan: PagePlan, search: string) => isDataPlan(plan) || !(plan.addressFilters && search !== '');

/** The first query of a plan's lists, as their pages build it. */
const firstPage = (filters?: object) => listQuery<PageQuery>({ ...filters }, undefined, 1, DEFAULT_PAGE_SIZE);

function prefetchPlan(resource: PagePlan): Promise<void> {
  if (isDataPlan(resource))
    return Promise.all([resource.prefetch(), preloadNamespaces([resource.key]).catch(() => undefined)]).then(
      () => undefined,
    );
  return Promise.all([
    prefetchList(resource.api, firstPage(resource.defaultQuery)),
    ...dictTypesOf(resource).map((type) => getDict(type)),
    ...(resource.beside ?? []).map((source) => prefetchList(source, firstPage())),
    // The texts of its columns and search fields: a page that suspended for them after the data came
    // in would show a spinner, which React then holds for 300 ms.
    preloadNamespaces([resource.key]).catch(() => undefined),
  ]).then(() => undefined);
}

/**
 * Asks for a page's first list page and its dictionaries (shared by type through the dictionary
 * cache); resolves once both are in, or at once for a page without a plan. Never rejects: a failure is
 * the page's own request's to report. With the plan already read (the page's entry was hovered or
 * shown), the requests go out before this returns, ahead of any render the navigation causes.
 */
export function prefetchPageData(component: string, search = ''): Promise<void> {
  const wanted = (plan: PagePlan | undefined) => plan !== undefined && opensWithPlan(plan, search);
  const read = readPlans.get(component);
  if (read) return wanted(read) ? prefetchPlan(read) : Promise.resolve();
  return loadPagePlan(component).then((resource) =>
    resource && wanted(resource) ? prefetchPlan(resource) : undefined,
  );
}

/**
 * Whether a visit's first data is all in already, nothing to wait for: its plan read, its list and
 * side lists with rows in the query cache (the page asks anew meanwhile if they are not fresh), its dictionaries
 * cached and its texts loaded. A page without a plan asks for its data as it mounts: never ready here.
 */
export function pageDataReady(component: string, search = ''): boolean {
  const plan = readPlans.get(component);
  if (!plan || !opensWithPlan(plan, search)) return false;
  if (isDataPlan(plan)) return plan.ready() && i18n.hasLoadedNamespace(plan.key);
  return (
    listCached(plan.api, firstPage(plan.defaultQuery)) &&
    (plan.beside ?? []).every((source) => listCached(source, firstPage())) &&
    dictTypesOf(plan).every(dictLoaded) &&
    i18n.hasLoadedNamespace(plan.key)
  );
}
