import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Two fixes to the markup antd's Table renders, which its props cannot reach (README, "Accessibility"):
 * - the measure row (`tr.ant-table-measure-row`, aria-hidden) copies the column titles, the
 *   select-all checkbox among them, so a focusable control sits in hidden content (axe
 *   `aria-hidden-focus`): the row is made inert, which it is meant to be;
 * - a table body that scrolls on its own (`scroll.y`) and holds no control cannot be scrolled by
 *   keyboard (axe `scrollable-region-focusable`): it joins the tab order.
 */
export function patchAntdMarkup(root: ParentNode): void {
  for (const row of root.querySelectorAll('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
  for (const body of root.querySelectorAll<HTMLElement>('.ant-table-body')) {
    const needsStop = body.scrollHeight > body.clientHeight && !body.querySelector(FOCUSABLE);
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
