/**
 * What a page that lists no resource asks for first (its own reads, `prefetchRead` of
 * `src/lib/query/read.ts` with the keys its queries use), asked at navigation as a list page's list is. A
 * feature declares its page's plan with this type; the router (`src/router/page-data.ts`) reads it,
 * so the feature never imports the router.
 */
export interface DataPlan {
  /** The page's i18n namespace. */
  key: string;
  /** Asks for the page's first data; resolves once it is in. Silent, never rejects. */
  prefetch(): Promise<void>;
  /** Whether all of it is in: the page shows it in its first render. */
  ready(): boolean;
}
