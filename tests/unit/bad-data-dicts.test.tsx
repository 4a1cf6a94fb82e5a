import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DictItem } from '@/api/modules/system/dict';
import { useFieldOptions } from '@/components/crud/use-field-options';
import { clearDictCache, DictTag, DictValue, wmsDict } from '@/components/list';
import { mockControl } from '@mocks/node';
import { toasts } from '../feedback-recorder';
import { signIn } from '../helpers';

/** Invariant 10 for dictionaries: odd items and odd row values never break a cell or a choice. */

/** A dictionary answer as a careless server might send it. */
const BAD_ITEMS = [
  null,
  'x',
  7,
  { dictValue: null, dictLabel: '无值' },
  { dictLabel: '缺值' },
  { dictValue: { v: 1 }, dictLabel: '对象值' },
  { dictValue: 0, dictLabel: '正常', listClass: 'primary' },
  { dictValue: '1', dictLabel: null, listClass: 'danger' },
  { dictValue: '1', dictLabel: '重复' },
  { dictValue: '2', dictLabel: { zh: '对象标签' }, listClass: 'success' },
  { dictValue: 3, dictLabel: 30 },
];

let consoleErrors: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  clearDictCache();
});

afterEach(() => {
  consoleErrors.mockRestore();
  clearDictCache();
});

/** Serves BAD_ITEMS as the answer to `path` (below /api/admin). */
function serveBadDictionary(path: string) {
  mockControl.fault({ method: 'GET', path, body: { code: 200, msg: '', data: BAD_ITEMS } });
}

/** The text of every tag, then of every raw value, in a rendered cell. */
function cellOf(container: HTMLElement) {
  return {
    tags: Array.from(container.querySelectorAll('.ant-tag'), (el) => el.textContent),
    text: container.textContent,
  };
}

describe('DictTag with odd items and row values', () => {
  const items = [
    { dictValue: '0', dictLabel: '正常', listClass: 'primary' },
    { dictValue: '1', dictLabel: '停用', listClass: 'danger' },
    { dictValue: 2, dictLabel: '数字值' },
    { dictValue: null, dictLabel: '无值' },
    { dictValue: '4', dictLabel: null },
    { dictValue: '5', dictLabel: { zh: '对象' } },
  ] as unknown as DictItem[];

  it('matches a numeric row value against a string dictionary value, and the other way round', () => {
    const one = render(<DictTag options={items} value={1} />);
    expect(cellOf(one.container).tags).toEqual(['停用']);
    one.unmount();
    const two = render(<DictTag options={items} value="2" />);
    expect(cellOf(two.container).tags).toEqual(['数字值']);
  });

  it('shows one tag per value of "0,1", with or without spaces, and of an array', () => {
    for (const value of ['0,1', '0, 1', ' 0 ,1 ', ['0', 1], '0,,1,']) {
      const { container, unmount } = render(<DictTag options={items} value={value} />);
      expect(cellOf(container).tags, JSON.stringify(value)).toEqual(['正常', '停用']);
      unmount();
    }
  });

  it('shows an unknown value as its raw text, not as a tag', () => {
    const { container } = render(<DictTag options={items} value="0,zz" />);
    expect(cellOf(container).tags).toEqual(['正常']);
    expect(screen.getByText('zz').closest('.ant-tag')).toBeNull();
  });

  it('shows nothing for null, undefined, empty, NaN or object values, never the words null or undefined', () => {
    for (const value of [null, undefined, '', Number.NaN, { a: 1 }, [null, undefined], ',']) {
      const { container, unmount } = render(<DictTag options={items} value={value} />);
      expect(container.textContent, String(value)).toBe('');
      unmount();
    }
    const { container } = render(<DictTag options={items} value={['0', null, undefined]} />);
    expect(cellOf(container)).toEqual({ tags: ['正常'], text: '正常' });
  });

  it('shows the value for an item whose label is null or not text, and never matches a null value', () => {
    const { container } = render(<DictTag options={items} value="4,5,null" />);
    expect(cellOf(container).tags).toEqual(['4', '5']);
    expect(container.textContent).not.toMatch(/无值|对象|object/i);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});

describe('a dictionary answer with odd items', () => {
  it('shows tags for the usable items of a system dictionary', async () => {
    await signIn();
    serveBadDictionary('dicts/items/type/bad_dict');
    const { container } = render(<DictValue type="bad_dict" value="0,1,2,3,9" />);
    await waitFor(() => expect(cellOf(container).tags).toEqual(['正常', '1', '2', '30']));
    // Colours follow the first item of a value; 9 is unknown and shows as text.
    expect(screen.getByText('正常').className).toMatch(/processing/);
    expect(screen.getByText('1').className).toMatch(/error/);
    expect(screen.getByText('9').closest('.ant-tag')).toBeNull();
    expect(container.textContent).not.toMatch(/null|undefined|object|无值|缺值|对象|重复/);
    expect(toasts).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('offers only usable, distinct choices in a form field of a module dictionary', async () => {
    await signIn();
    serveBadDictionary('wms/dictitems/type/bad_dict');
    const { result } = renderHook(() => useFieldOptions(wmsDict('bad_dict'), undefined));
    await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
    expect(result.current).toEqual([
      { value: '0', label: '正常' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '30' },
    ]);
  });
});
