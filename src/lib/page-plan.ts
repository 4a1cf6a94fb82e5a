import type { ListSource } from '@/components/crud/list-prefetch';
import type { Pending } from '@/lib/query/read';

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

/**
 * What a page that lists no resource asks for first (its own reads, `prefetchRead` of
 * `src/lib/query/read.ts` with the keys its queries use), asked at navigation as a list page's list is. A
 * feature declares its page's plan with this type; the router (`src/router/page-data.ts`) reads it,
 * so the feature never imports the router.
 */
export interface DataPlan {
  /** The page's i18n namespace. */
  key: string;
  /** Asks for the page's first data, silently; nothing to wait for when it is all in (the page shows it in its first render). */
  prefetch(): Pending;
}

/** What a page asks for first, written beside it (`src/pages/…/index.data.ts`): its list or a plan of its own. */
export type PagePlan = ListPlan | DataPlan;
