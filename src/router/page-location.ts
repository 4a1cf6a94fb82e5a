import { createContext, use, useContext, useMemo } from 'react';
import { UNSAFE_LocationContext, type Location } from 'react-router-dom';

/**
 * The address a kept page was opened at, set by the tab cache for each page it keeps. It changes
 * only when that page's own address does, where the router's location changes on every navigation:
 * React 19 re-renders every reader of a context whose value changed, nested providers or not, so a
 * component reading the router's location (useLocation, useNavigate, useSearchParams) in each of the
 * twelve kept pages rendered again on every click elsewhere, and the hidden ones caught up when shown.
 */
export const PageLocationContext = createContext<Location | null>(null);

/** Where this page is: its own address in the tab cache, else (a page rendered alone) the router's. */
export function usePageLocation(): Location {
  const own = useContext(PageLocationContext);
  return own ?? use(UNSAFE_LocationContext).location;
}

/** This page's query parameters (read-only; a page changes them by navigating). */
export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
