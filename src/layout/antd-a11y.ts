import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where an icon stands beside a control's own words: a button with text, a menu item or submenu
 * title, a tab, a dropdown item. antd's icons are named after their English file ("search"), so the
 * button read "search 搜索" in Chinese and "search Search" in English.
 */
const ICON_BESIDE_WORDS = [
  '.ant-btn:not(.ant-btn-icon-only)',
  '.ant-menu-item',
  '.ant-menu-submenu-title',
  '.ant-tabs-tab',
  '.ant-dropdown-menu-item',
]
  .map((control) => `${control} .anticon[role="img"]:not([aria-hidden])`)
  .join(', ');

/**
 * Fixes to the markup antd renders, which its props cannot reach (README, "Accessibility"):
 * - the Table's measure row (`tr.ant-table-measure-row`, aria-hidden) copies the column titles, the
 *   select-all checkbox among them, so a focusable control sits in hidden content (axe
 *   `aria-hidden-focus`): the row is made inert, which it is meant to be;
 * - a table body that scrolls on its own (`scroll.y`), or a table's content that scrolls sideways
 *   (`scroll.x`, the import preview's many columns), and holds no control cannot be scrolled by
 *   keyboard (axe `scrollable-region-focusable`): it joins the tab order;
 * - an icon beside a control's words is decoration: hidden from assistive technology, so the control's
 *   name is its words alone, in the user's language. An icon-only control keeps its icon (it is named
 *   by its own aria-label).
 */
export function patchAntdMarkup(root: ParentNode): void {
  for (const icon of root.querySelectorAll(ICON_BESIDE_WORDS)) icon.setAttribute('aria-hidden', 'true');
  for (const row of root.querySelectorAll('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
  for (const body of root.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content')) {
    const scrolls = body.scrollHeight > body.clientHeight || body.scrollWidth > body.clientWidth;
    const needsStop = scrolls && !body.querySelector(FOCUSABLE);
    if (needsStop && !body.hasAttribute('tabindex')) body.tabIndex = 0;
    else if (!needsStop && body.getAttribute('tabindex') === '0') body.removeAttribute('tabindex');
  }
}

/** Applies patchAntdMarkup to the whole document, once a frame at most while the DOM changes. */
export function useAntdMarkupPatches(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        patchAntdMarkup(document);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}

const DIALOG = '.ant-modal-wrap, .ant-modal-root, .ant-drawer';

/** A dialog or drawer still on screen (antd keeps closed ones in the DOM, hidden). */
function dialogShown(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer-open')].some(
    (el) => el.style.display !== 'none' && !el.closest('[style*="display: none"]'),
  );
}

/**
 * Focus goes back to the control that opened a dialog or drawer when it closes. antd does this
 * when its dialog plays its closing motion, but not when the page removes the dialog outright (the
 * CRUD dialogs, rendered while open): the focus then fell to the page's body, and a keyboard user
 * started again from the top. Only a focus left on the body is moved: a click elsewhere keeps its own.
 */
export function useDialogFocusReturn(): void {
  useEffect(() => {
    let outside: HTMLElement | undefined;
    let opener: HTMLElement | undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : undefined;
      if (!target) return;
      if (target.closest(DIALOG)) opener ??= outside;
      else outside = target;
    };
    const observer = new MutationObserver(() => {
      if (!opener || dialogShown()) return;
      const back = opener;
      opener = undefined;
      if ((document.activeElement === document.body || !document.activeElement) && back.isConnected) back.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}

/** What Tab stops at: the focusable elements above, summaries too (antd's own lock misses them). */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`${FOCUSABLE}, summary`)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled, input[type="hidden"]') &&
      // antd's focus sentinels are hidden from assistive technology and lead nowhere themselves.
      !el.closest('[aria-hidden="true"], [inert]') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Tab stays inside an open dialog or drawer, from its last stop back to its first and the other way
 * round. antd's focus lock brings the focus back only when it lands on something outside, so Tab from
 * a drawer's last stop left for the browser whenever nothing followed the drawer in the page.
 */
export function useDialogTabWrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const active = document.activeElement;
      if (!(active instanceof HTMLElement)) return;
      const dialog = active.closest<HTMLElement>('.ant-modal-wrap, .ant-drawer-open');
      if (!dialog) return;
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const atStart = active === first || !stops.includes(active);
      if (event.shiftKey ? atStart : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
