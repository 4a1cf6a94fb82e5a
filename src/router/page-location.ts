import { createContext, use, useContext, useMemo } from 'react';
import type { Location } from 'react-router-dom';

/**
 * The location the router renders, the same as useLocation's (provided by the app's one route). Read
 * with `use` by a kept page's usePageLocation only when it has no address of its own, which a hook
 * cannot do.
 */
export const RouterLocationContext = createContext<Location | null>(null);

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
  // Read only without an own address (`use` may be conditional, a hook may not): a kept page does not
  // re-render when the router's location changes.
  const location = own ?? use(RouterLocationContext);
  if (!location) throw new Error("usePageLocation needs the console's router above it");
  return location;
}

/** This page's query parameters (read-only; a page changes them by navigating). */
export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * Whether this page is the one on screen. The tab cache keeps the other pages mounted, effects and
 * all (hidden with CSS, so showing one again costs no style, layout or effect work), so anything a
 * page does on its own while nobody looks at it asks this: polling, clocks, its dialogs and overlays.
 * A page rendered outside the tab cache is always shown.
 */
export const PageShownContext = createContext(true);

/** True while this page is on screen (see PageShownContext). */
export function usePageShown(): boolean {
  return useContext(PageShownContext);
}

/**
 * The `open` and `destroyOnHidden` of a page's dialog or drawer (antd's Modal and Drawer render
 * in the document body, outside the hidden page): closed while its page is kept behind another
 * tag (the browser's Back while it was open), so neither it nor its focus trap and scroll lock
 * stay over the page now shown, and open again with what was typed when its page shows again.
 * Its content is dropped only when it closes for real. `open` is whether the page has it open.
 */
export function usePageOverlay(open = true): { open: boolean; destroyOnHidden: boolean } {
  const shown = usePageShown();
  return { open: open && shown, destroyOnHidden: !open };
}
