import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { CLIENT_PAGE_SIZE, CrudTable, firstScreenRows } from '@/components/crud/crud-table';
import { defineList } from '@/components/crud/define-resource';

interface Reading {
  id: number;
  code: string;
}

const readings = defineList<Reading>({ key: 'reading', idKey: 'id', nameField: 'code', fields: [{ name: 'code' }] });
const rowsOf = (count: number, prefix: string): Reading[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, code: `${prefix}-${i + 1}` }));
const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('a list answer far longer than a page', () => {
  it('shows 50 rows at a time with its own pager, from the first page again for a new answer', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = render(
      <Providers>
        <CrudTable resource={readings} rows={rowsOf(10_000, 'A')} loading={false} />
      </Providers>,
    );
    expect(bodyRows()).toHaveLength(CLIENT_PAGE_SIZE);
    expect(screen.getByText('本次返回 10000 条，超出一页，在此分页显示')).toBeInTheDocument();
    await user.click(within(document.querySelector('.ant-table-pagination') as HTMLElement).getByTitle('3'));
    expect(bodyRows()[0]).toHaveTextContent('A-101');

    view.rerender(
      <Providers>
        <CrudTable resource={readings} rows={rowsOf(300, 'B')} loading={false} />
      </Providers>,
    );
    expect(bodyRows()[0]).toHaveTextContent('B-1');
    expect(bodyRows()).toHaveLength(CLIENT_PAGE_SIZE);
  });

  it('renders an ordinary page as it came, without a pager of its own', () => {
    render(
      <Providers>
        <CrudTable resource={readings} rows={rowsOf(50, 'C')} loading={false} />
      </Providers>,
    );
    expect(bodyRows()).toHaveLength(50);
    expect(document.querySelector('.ant-table-pagination')).toBeNull();
  });
});

describe('a table that mounts with its rows (a page opened with its data)', () => {
  it('shows the rows that fill the window first and the rest right after', () => {
    // Row counts of the table body at each commit, from the first one with rows.
    const seen: number[] = [];
    const onCommit = () => {
      const count = bodyRows().length;
      if (count > 0 && seen.at(-1) !== count) seen.push(count);
    };
    render(
      <Providers>
        <Profiler id="table" onRender={onCommit}>
          <CrudTable resource={readings} rows={rowsOf(20, 'D')} loading={false} />
        </Profiler>
      </Providers>,
    );
    const first = firstScreenRows();
    expect(first).toBeLessThan(20);
    expect(bodyRows()).toHaveLength(20);
    expect(seen).toEqual([first, 20]);
  });

  it('counts the rows of a window: 13 at 900 px, never fewer than 8', () => {
    expect(firstScreenRows(900)).toBe(13);
    expect(firstScreenRows(1080)).toBe(17);
    expect(firstScreenRows(400)).toBe(8);
  });
});
