import type { KeyboardEvent } from 'react';

/** Input types whose Enter submits their form natively (implicit submission). */
const TEXT_TYPES = new Set(['text', 'password', 'email', 'number', 'search', 'tel', 'url']);

/**
 * For a dialog form's keydown: Enter in a text field submits, like a native form. A field
 * whose own list takes Enter (select, autocomplete, tree select, date picker, textarea) keeps it,
 * as does an IME composing a character. `submit` itself guards against a second save (invariant 9).
 */
export function submitOnEnter(event: KeyboardEvent<HTMLElement>, submit: () => void): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.repeat) return;
  if (event.nativeEvent.isComposing || event.keyCode === 229) return;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !TEXT_TYPES.has(target.type)) return;
  if (target.getAttribute('role') === 'combobox' || target.closest('.ant-select, .ant-picker, .ant-cascader')) return;
  event.preventDefault();
  submit();
}
