import type { PageQuery } from '@/api/types';
import { listCached, listQuery, prefetchList, type ListSource } from '@/components/crud/list-prefetch';
import { dictLoaded, getDict } from '@/components/list/dict-cache';
import { DEFAULT_PAGE_SIZE } from '@/components/list/pagination';
import { i18n, preloadNamespaces } from '@/lib/i18n';
import type { DataPlan } from '@/lib/page-plan';

/** What a page's first list needs, read off its resource declaration (`src/resources`). */
export interface ListPlan {
  /** The resource's i18n namespace (its labels and names). */
  key: string;
  api: ListSource;
  defaultQuery?: object;
  fields: readonly { kind?: string; dict?: string; list?: unknown; search?: unknown }[];
  /**
   * The page takes filters from its address (a link from another page): only a visit without a query
   * is prefetched, since another query would not be adopted.
   */
  addressFilters?: boolean;
  /**
   * Lists the page shows beside its own (the user page's department tree, read with useCrudList),
   * prefetched with it: their first query, as for the page's own list.
   */
  beside?: readonly ListSource[];
}

/** A non-list page's plan: declared beside the feature (`src/lib/page-plan.ts`), so features never import the router. */
export type { DataPlan } from '@/lib/page-plan';

/** Menu pages (registry key) whose first data is a plan of their own (see DataPlan). */
export const PAGE_DATA: Record<string, () => Promise<DataPlan>> = {
  'system/files/index': () => import('@/features/system/files/files-data').then((m) => m.filesPlan),
  'tower/statistics/index': () => import('@/features/tower/statistics-data').then((m) => m.statisticsPlan),
};

/**
 * The resource whose list a menu page (registry key) opens with its default query. Its declaration
 * loads beside the page's chunk, so the list and its dictionaries are asked for at navigation rather
 * than after the page has rendered (issue 22). A page that opens its list with another query (a
 * route's filter) would adopt nothing and ask again: such pages (connect records with a gateway from
 * the URL, load cells by type) are left out, as are the tree pages, which read no paged list.
 */
export const PAGE_LISTS: Record<string, () => Promise<ListPlan>> = {
  'device/attribute/index': () => import('@/resources/attribute/attribute.resource').then((m) => m.attributeResource),
  'device/connect/index': () =>
    import('@/resources/connect/connect.resource').then((m) => ({ ...m.connectResource, addressFilters: true })),
  'device/event/index': () => import('@/resources/event/event.resource').then((m) => m.eventResource),
  'device/gateway/index': () => import('@/resources/gateway/gateway.resource').then((m) => m.gatewayResource),
  'device/method/index': () => import('@/resources/method/method.resource').then((m) => m.methodResource),
  'device/mqttuser/index': () => import('@/resources/mqttuser/mqttuser.resource').then((m) => m.mqttUserResource),
  'device/service/index': () => import('@/resources/service/service.resource').then((m) => m.serviceResource),
  'monitor/logininfor/index': () =>
    import('@/resources/logininfor/logininfor.resource').then((m) => m.logininforResource),
  'monitor/operlog/index': () => import('@/resources/operlog/operlog.resource').then((m) => m.operlogResource),
  'quartz/job/index': () => import('@/resources/job/job.resource').then((m) => m.jobResource),
  'system/config/index': () => import('@/resources/config/config.resource').then((m) => m.configResource),
  'system/dept/index': () =>
    import('@/resources/dept/dept.resource').then((m) => ({ ...m.deptResource, api: m.deptTree })),
  'system/dict/index': () => import('@/resources/dict/dict-type.resource').then((m) => m.dictTypeResource),
  'system/filecls/index': () => import('@/resources/files/file-class.resource').then((m) => m.fileClassResource),
  'system/menu/index': () =>
    import('@/resources/menu/menu.resource').then((m) => ({ ...m.menuResource, api: m.menuTree })),
  'system/post/index': () => import('@/resources/post/post.resource').then((m) => m.postResource),
  'system/role/index': () => import('@/resources/role/role.resource').then((m) => m.roleResource),
  'system/user/index': () =>
    Promise.all([import('@/resources/user/user.resource'), import('@/api/modules/system/dept')]).then(([m, dept]) => ({
      ...m.userResource,
      beside: [dept.deptTreeSource],
    })),
  'tower/exception/index': () =>
    import('@/resources/tower-exception/tower-exception.resource').then((m) => m.towerExceptionResource),
  'tower/info/index': () => import('@/resources/tower-info/tower-info.resource').then((m) => m.towerInfoResource),
  'tower/record/index': () =>
    import('@/resources/tower-record/tower-record.resource').then((m) => m.towerRecordResource),
  'wms/ConnectBox/index': () => import('@/resources/connectBox/connectBox.resource').then((m) => m.connectBoxResource),
  'wms/DigitalChip/index': () =>
    import('@/resources/digitalChip/digitalChip.resource').then((m) => m.digitalChipResource),
  'wms/InstrumentCabinet/index': () =>
    import('@/resources/instrumentCabinet/instrumentCabinet.resource').then((m) => m.instrumentCabinetResource),
  'wms/InstrumentVersion/index': () =>
    import('@/resources/instrumentVersion/instrumentVersion.resource').then((m) => m.instrumentVersionResource),
  'wms/LargeScreen/index': () =>
    import('@/resources/largeScreen/largeScreen.resource').then((m) => m.largeScreenResource),
  'wms/NewCabinet/index': () => import('@/resources/newCabinet/newCabinet.resource').then((m) => m.newCabinetResource),
  'wms/NewMeter/index': () => import('@/resources/newMeter/newMeter.resource').then((m) => m.newMeterResource),
  'wms/PlatformScale/index': () =>
    import('@/resources/platformScale/platformScale.resource').then((m) => m.platformScaleResource),
  'wms/Specimen/index': () => import('@/resources/specimen/specimen.resource').then((m) => m.specimenResource),
  'wms/SpecimenOut/index': () =>
    import('@/resources/specimenOut/specimenOut.resource').then((m) => m.specimenOutResource),
  'wms/SpecimenUse/index': () =>
    import('@/resources/specimenUse/specimenUse.resource').then((m) => m.specimenUseResource),
  'wms/StandBar/index': () => import('@/resources/standBar/standBar.resource').then((m) => m.standBarResource),
  'wms/TruckScale/index': () => import('@/resources/truckScale/truckScale.resource').then((m) => m.truckScaleResource),
  'wms/WeightInstrument/index': () =>
    import('@/resources/weightInstrument/weightInstrument.resource').then((m) => m.weightInstrumentResource),
  'wms/dict/index': () => import('@/resources/dict/dict-type.resource').then((m) => m.wmsDictTypeResource),
  'wms/gyc/ptfj/index': () => import('@/resources/attachment/ptfj.resource').then((m) => m.ptfjResource),
  'wms/gyc/tyfj/index': () => import('@/resources/attachment/tyfj.resource').then((m) => m.tyfjResource),
  'wms/modular/index': () => import('@/resources/modular/modular.resource').then((m) => m.modularResource),
  'wms/overplate/index': () => import('@/resources/overplate/overplate.resource').then((m) => m.overplateResource),
  'wms/seldata/index': () => import('@/resources/seldata/seldata.resource').then((m) => m.seldataResource),
  'wms/sensor/index': () =>
    import('@/resources/sensor/sensor.resource').then((m) => ({ ...m.sensorResource, addressFilters: true })),
  'wms/sensortypes/index': () =>
    import('@/resources/sensortypes/sensortypes.resource').then((m) => m.sensorTypesResource),
  'wms/stabilizer/index': () => import('@/resources/stabilizer/stabilizer.resource').then((m) => m.stabilizerResource),
  'wms/totalmodel/index': () => import('@/resources/totalmodel/totalmodel.resource').then((m) => m.totalmodelResource),
  'wms/woven/index': () => import('@/resources/woven/woven.resource').then((m) => m.wovenResource),
  'wms/xl/index': () => import('@/resources/xl/xl.resource').then((m) => m.xlResource),
};

/** Dictionary types the list shows or searches by (`status` fields read `sys_normal_disable`). */
export function dictTypesOf(plan: ListPlan): string[] {
  const types = plan.fields
    .filter((f) => f.list !== false || Boolean(f.search))
    .map((f) => f.dict ?? (f.kind === 'status' ? 'sys_normal_disable' : undefined));
  return [...new Set(types.filter((t): t is string => Boolean(t)))];
}

type PagePlan = ListPlan | DataPlan;

const isDataPlan = (plan: PagePlan): plan is DataPlan => 'prefetch' in plan;

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
  const plan: (() => Promise<PagePlan>) | undefined = own(PAGE_LISTS, component) ?? own(PAGE_DATA, component);
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
