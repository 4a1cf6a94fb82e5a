import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modularApi } from '@/api/modules/wms/modular';
import { Providers } from '@/app/providers';
import { pageRegistry } from '@/router/registry';
import { useSession } from '@/stores/session';
import { modularSensors, sensors } from '@mocks/seed/wms-selection';
import { server } from '@mocks/node';
import { findToast, OPERATOR, signIn } from '../helpers';

/** The modular pages as a user sees them: the parts of a modular with its default, and the modular list. */

const MODULAR_ID = 3;
/** A first render loads the page chunk, its texts and dictionaries: slow on a busy machine. */
const LOAD = { timeout: 15_000 };

const modelOf = (sensorId: number) => sensors().find((s) => s.id === sensorId)?.model ?? '';
const rowOf = (scope: HTMLElement, text: string) => {
  const cell = within(scope)
    .getAllByText(text)
    .find((el) => el.closest('td'));
  const row = cell?.closest('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
};
const buttonIn = (scope: HTMLElement, name: RegExp) =>
  within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null);
const defaultMark = (row: HTMLElement) =>
  within(row)
    .queryAllByText('默认')
    .find((el) => el.closest('.ant-tag'));

async function renderAt(
  component: string,
  route: string,
  url: string,
  account = { username: 'admin', password: 'admin123' },
) {
  await signIn(account);
  await useSession.getState().loadUser();
  const Page = lazy(pageRegistry[component]);
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

afterEach(() => useSession.setState({ user: undefined, menus: undefined }));

describe('the load cells of a modular', () => {
  let allocatedLists = 0;
  beforeEach(() => {
    allocatedLists = 0;
    server.use(
      mswHttp.get('*/api/admin/wms/modular/authSensor/allocatedList', () => {
        allocatedLists += 1;
        return undefined;
      }),
    );
  });

  it('marks the default, and a make-default moves the mark at once without asking for the list again', async () => {
    const mine = modularSensors().filter((j) => j.modularId === MODULAR_ID);
    const current = modelOf(mine.find((j) => j.isDefault === '0')?.itemId ?? 0);
    const other = modelOf(mine.find((j) => j.isDefault === '1')?.itemId ?? 0);
    expect(current).not.toBe('');
    expect(other).not.toBe('');

    const user = await renderAt(
      'wms/modular/auth-sensor',
      '/wms/modular-auth/sensor/:modularId',
      `/wms/modular-auth/sensor/${MODULAR_ID}`,
    );
    await screen.findAllByText(current, {}, LOAD);
    // The header names the modular.
    const modular = await modularApi.get(MODULAR_ID);
    expect(await screen.findByText(String(modular.modelNo))).toBeInTheDocument();

    expect(defaultMark(rowOf(document.body, current))).toBeDefined();
    expect(buttonIn(rowOf(document.body, current), /^设为默认$/)).toBeUndefined();
    expect(defaultMark(rowOf(document.body, other))).toBeUndefined();
    const lists = allocatedLists;

    const makeDefault = buttonIn(rowOf(document.body, other), /^设为默认$/);
    if (!makeDefault) throw new Error('no make-default button');
    await user.click(makeDefault);
    await waitFor(() => findToast(`已将“${other}”设为默认`));
    await waitFor(() => expect(defaultMark(rowOf(document.body, other))).toBeDefined());
    expect(defaultMark(rowOf(document.body, current))).toBeUndefined();
    expect(buttonIn(rowOf(document.body, current), /^设为默认$/)).toBeDefined();
    expect(allocatedLists).toBe(lists);
    expect(modularSensors().find((j) => j.modularId === MODULAR_ID && j.isDefault === '0')?.itemId).toBe(
      sensors().find((s) => s.model === other)?.id,
    );
  }, 60_000);

  it('offers unassigned load cells without a default column', async () => {
    const user = await renderAt(
      'wms/modular/auth-sensor',
      '/wms/modular-auth/sensor/:modularId',
      `/wms/modular-auth/sensor/${MODULAR_ID}`,
    );
    await screen.findAllByText('默认', {}, LOAD);
    const add = buttonIn(document.body, /^添\s*加$/);
    if (!add) throw new Error('no add button');
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await waitFor(() => expect(dialog.querySelector('.ant-table-row')).not.toBeNull(), LOAD);
    const heads = [...dialog.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    expect(heads).toContain('型号');
    expect(heads).not.toContain('默认');
  }, 60_000);
});

describe('the modular list', () => {
  beforeEach(() => {
    // One row is proof enough, and a wide 20-row table is slow to render in jsdom.
    server.use(
      mswHttp.get('*/api/admin/wms/modular/page', async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('limit') === '1') return undefined;
        url.searchParams.set('limit', '1');
        const answer = await fetch(url, { headers: request.headers });
        return new Response(await answer.text(), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });

  it("shows each kind's count with its default, and a way to the four assignment pages", async () => {
    const user = await renderAt('wms/modular/index', '/wms/selection/modular', '/wms/selection/modular');
    const first = (await modularApi.page({ page: 1, limit: 1 })).list[0];
    const row = rowOf(
      document.body,
      String((await screen.findAllByText(String(first.modelNo), {}, LOAD))[0].textContent),
    );
    expect(within(row).getByText(String(first.defaultSensorModel))).toBeInTheDocument();
    expect(row.textContent).toContain(String(first.sensorCount));

    const assign = buttonIn(row, /分配/);
    if (!assign) throw new Error('no assign menu');
    await user.click(assign);
    for (const kind of ['称重传感器', '编织线', '稳定杆', '过渡板'])
      expect(await screen.findByRole('menuitem', { name: kind, hidden: true })).toBeInTheDocument();
  }, 60_000);

  it('is read-only for the operator', async () => {
    await renderAt('wms/modular/index', '/wms/selection/modular', '/wms/selection/modular', OPERATOR);
    const first = (await modularApi.page({ page: 1, limit: 1 })).list[0];
    await screen.findAllByText(String(first.modelNo), {}, LOAD);
    for (const name of [/^新\s*增$/, /^修\s*改$/, /^删\s*除$/, /^导\s*出$/, /分配/])
      expect(buttonIn(document.body, name)).toBeUndefined();
  }, 60_000);
});
