import { DatePicker } from 'antd';
import type { ComponentProps, KeyboardEvent } from 'react';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control after `element` in tab order (document order; positive tabindex is not used here). */
function nextTabbable(element: Element): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (candidate) =>
      !element.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      (candidate.checkVisibility?.() ?? true) &&
      !candidate.closest('[inert], [aria-hidden="true"]'),
  );
}

/**
 * Tab out of an empty range. antd's RangePicker (rc-picker's focus lock) keeps the focus on the
 * start field until it holds a date: Tab from it came back to it forever, a keyboard trap. With the
 * start empty, Tab now leaves the picker for the next control; with a date typed, the picker moves
 * to the end field as before.
 */
export function leaveEmptyRangeOnTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.shiftKey || !(event.target instanceof HTMLInputElement)) return;
  const picker = event.target.closest('.ant-picker-range');
  if (!picker || picker.querySelector('input') !== event.target || event.target.value.trim() !== '') return;
  const next = nextTabbable(picker);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** antd's RangePicker without its keyboard trap (see leaveEmptyRangeOnTab). */
export function RangePicker({ onKeyDown, ...props }: RangePickerProps) {
  return (
    <DatePicker.RangePicker
      {...props}
      onKeyDown={(event, preventDefault) => {
        leaveEmptyRangeOnTab(event);
        onKeyDown?.(event, preventDefault);
      }}
    />
  );
}
