import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toPage } from '@/api/resource';
import { Providers } from '@/app/providers';
import { CrudPage } from '@/components/crud';
import { postResource } from '@/resources/post/post.resource';
import { useSession } from '@/stores/session';
import type { FaultRule } from '@mocks/faults';
import { mockControl } from '@mocks/node';
import { toasts } from '../feedback-recorder';
import { signIn } from '../helpers';

/** Invariant 10 for lists: whatever a page answer holds, the list shows what it can and never breaks. */

const PAGE = 'deposts/page';
const post = (id: number) => ({ postId: id, postCode: `BAD-${id}`, postName: `岗位${id}`, postSort: id, status: '0' });

let consoleErrors: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  consoleErrors.mockRestore();
  useSession.setState({ user: undefined, menus: undefined });
});

/** The post list, open on the mock's own first page. */
async function renderPosts() {
  await signIn();
  await useSession.getState().loadUser();
  const view = render(
    <Providers>
      <MemoryRouter>
        <CrudPage resource={postResource} />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(shownRows(view.container)).toBeGreaterThan(0));
  return view;
}

/** Refreshes the list with its next page answered by `fault`; resolves once that answer is on screen. */
async function answerNextWith(container: HTMLElement, fault: Omit<FaultRule, 'path'>) {
  mockControl.fault({ method: 'GET', path: PAGE, times: 1, ...fault });
  fireEvent.click(screen.getByLabelText('刷新'));
  // The faulty answer was sent once the rule is used up, and applied once the spinner is gone.
  await waitFor(() => expect(mockControl.faults()).toEqual([]));
  await waitFor(() => expect(container.querySelector('.ant-table .ant-spin-spinning')).toBeNull());
}

const table = () => screen.getByRole('table', { hidden: true });
const pager = (container: HTMLElement) => container.querySelector('[data-pager]');
const shownRows = (container: HTMLElement) => container.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;

/** Nothing on screen says NaN, null or undefined, no toast came up and React warned about nothing. */
function expectCalm(container: HTMLElement, answer: string) {
  expect(container.textContent, answer).not.toMatch(/NaN|null|undefined/);
  expect(toasts, answer).toEqual([]);
  expect(consoleErrors, answer).not.toHaveBeenCalled();
}

/** One page, many answers: each loop case is a refresh, not a new render (antd in jsdom is slow). */
const EMPTY_ANSWERS: [string, Omit<FaultRule, 'path'>][] = [
  ['list: null', { body: { code: 200, data: { list: null, total: 5 } } }],
  ['list not an array', { body: { code: 200, data: { list: 'rows', total: 3 } } }],
  ['list an object', { body: { code: 200, data: { list: { 0: post(1) }, total: 1 } } }],
  ['data: null', { body: { code: 200, data: null } }],
  ['no data', { body: { code: 200, msg: '' } }],
  ['data an array', { body: { code: 200, data: [post(1)] } }],
  ['a JSON null body', { body: null }],
  ['a body that is not JSON', { body: '<html>gateway</html>' }],
  ['an empty body', { body: '' }],
  ['HTTP 204 No Content', { status: 204 }],
];

/** `total` as sent, and the pager's total text for three rows. */
const TOTALS: [string, unknown, string][] = [
  ['missing', undefined, '共 3 条'],
  ['null', null, '共 3 条'],
  ['an empty string', '', '共 3 条'],
  ['"abc"', 'abc', '共 3 条'],
  ['negative', -4, '共 3 条'],
  ['fractional', 2.5, '共 3 条'],
  ['true', true, '共 3 条'],
  ['an array', [40], '共 3 条'],
  ['smaller than the rows shown', 1, '共 3 条'],
  ['the numeric string "12"', '12', '共 12 条'],
  ['the number 45', 45, '共 45 条'],
];

describe('a list page given a bad page answer', () => {
  it('shows the empty state without a pager for a missing or mistyped list, an empty body and HTTP 204', async () => {
    const { container } = await renderPosts();
    for (const [answer, fault] of EMPTY_ANSWERS) {
      await answerNextWith(container, fault);
      expect(container.querySelector('.ant-table-placeholder .ant-empty'), answer).not.toBeNull();
      expect(shownRows(container), answer).toBe(0);
      expect(pager(container), answer).toBeNull();
      expectCalm(container, answer);
    }
  }, 120_000);

  it('shows the rows it can, skipping null, numbers, strings and arrays inside the list', async () => {
    const { container } = await renderPosts();
    await answerNextWith(container, {
      body: { code: 200, data: { list: [null, post(1), 7, 'x', [post(9)], post(2), null], total: 2 } },
    });
    expect(within(table()).getByText('BAD-1')).toBeInTheDocument();
    expect(within(table()).getByText('BAD-2')).toBeInTheDocument();
    expect(within(table()).queryByText('BAD-9')).not.toBeInTheDocument();
    expect(shownRows(container)).toBe(2);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expectCalm(container, 'mixed list');

    // A record listed twice is one row (one React key); rows without an id still show.
    const noId = { postCode: 'NO-ID', postName: '无编号' };
    await answerNextWith(container, {
      body: { code: 200, data: { list: [post(1), post(1), { ...post(1), postName: '同号' }, noId, noId], total: 5 } },
    });
    expect(within(table()).getAllByText('BAD-1')).toHaveLength(1);
    expect(within(table()).getAllByText('NO-ID')).toHaveLength(1);
    expect(shownRows(container)).toBe(2);
    expectCalm(container, 'repeated rows');
  });

  it('pages by the rows shown when total is unusable, reads a numeric string, and never shows NaN', async () => {
    const { container } = await renderPosts();
    for (const [answer, total, shown] of TOTALS) {
      await answerNextWith(container, { body: { code: 200, data: { list: [post(1), post(2), post(3)], total } } });
      expect(shownRows(container), answer).toBe(3);
      expect(pager(container)?.textContent, answer).toContain(shown);
      expectCalm(container, answer);
    }
  }, 120_000);
});

describe('toPage', () => {
  it('reads a usable page and normalises the rest', () => {
    expect(toPage({ list: [{ id: 1 }], total: 30 })).toEqual({ list: [{ id: 1 }], total: 30 });
    expect(toPage({ list: [{ id: 1 }], total: ' 30 ' })).toEqual({ list: [{ id: 1 }], total: 30 });
    expect(toPage({ list: [{ id: 1 }], total: '3e1' })).toEqual({ list: [{ id: 1 }], total: 1 });
    expect(toPage({ list: [{ id: 1 }], total: Number.POSITIVE_INFINITY })).toEqual({ list: [{ id: 1 }], total: 1 });
    expect(toPage({ list: null, total: 9 })).toEqual({ list: [], total: 0 });
    expect(toPage(undefined)).toEqual({ list: [], total: 0 });
    expect(toPage('')).toEqual({ list: [], total: 0 });
  });
});
