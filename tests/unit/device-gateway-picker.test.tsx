import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceSetQuery } from '@/api/modules/device/device-arith';
import { deviceParamApi } from '@/api/modules/device/device-param';
import { Providers } from '@/app/providers';
import { CommandPage } from '@/features/device/command/command-page';
import { DevicePicker } from '@/features/device/settings/device-picker';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/**
 * The command page's gateway picker and the settings pages' device picker search the server as the
 * user types, through the lists' own filters (gateway `name`, device set `deviceId`), and never hide
 * matches silently.
 */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

const pickerList = () => screen.getByRole('list', { name: '网关', hidden: true });

async function renderPage() {
  await signIn();
  await useSession.getState().loadUser();
  const asked: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/device/gateway/page')) asked.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  render(
    <Providers>
      <MemoryRouter initialEntries={['/device/command']}>
        <CommandPage />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() =>
    expect(within(pickerList()).queryAllByRole('button', { hidden: true }).length).toBeGreaterThan(0),
  );
  return { asked, stop: () => server.events.removeListener('request:start', listener) };
}

describe('the gateway picker', () => {
  it('asks the gateway list for the names containing what is typed and lists its answer', async () => {
    const { asked, stop } = await renderPage();
    try {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.type(screen.getByPlaceholderText('按名称筛选'), '备用');
      await waitFor(() => expect(asked.some((q) => q.get('name') === '备用')).toBe(true));
      await waitFor(() =>
        expect(
          within(pickerList())
            .getAllByRole('button', { hidden: true })
            .map((b) => b.textContent),
        ).toEqual([expect.stringContaining('备用网关')]),
      );
      expect(asked.every((q) => Number(q.get('limit')) <= 50)).toBe(true);
      // Only the list's own parameters: the vendor's backend ignores any other.
      for (const query of asked)
        expect([...query.keys()].every((k) => ['page', 'limit', 'name'].includes(k))).toBe(true);
    } finally {
      stop();
    }
  });

  it('says how many match when more match than it lists', async () => {
    const list = Array.from({ length: 50 }, (_, i) => ({
      id: i + 1,
      name: `网关 ${i + 1}`,
      identifier: String(860000000000000 + i),
      online: i % 2 === 0,
    }));
    mockControl.answer({
      method: 'GET',
      path: 'device/gateway/page',
      body: { code: 200, data: { list, total: 100000 } },
    });
    await renderPage();
    expect(await screen.findByText('显示前 50 个，共 100000 个匹配：输入名称以缩小范围')).toBeInTheDocument();
    expect(within(pickerList()).getAllByRole('button', { hidden: true })).toHaveLength(50);
  });
});

describe('the device picker', () => {
  it('asks the device sets for the instrument numbers containing what is typed, at most 50 at a time', async () => {
    await signIn();
    await useSession.getState().loadUser();
    const asked: DeviceSetQuery[] = [];
    const load = (query: DeviceSetQuery) => {
      asked.push(query);
      return deviceParamApi.page(query);
    };
    render(
      <Providers>
        <DevicePicker load={load} onSelect={() => undefined} version={0} />
      </Providers>,
    );
    const list = () => screen.getByRole('list', { name: '设备', hidden: true });
    await waitFor(() => expect(within(list()).queryAllByRole('button', { hidden: true }).length).toBeGreaterThan(0));
    await userEvent.setup({ pointerEventsCheck: 0 }).type(screen.getByPlaceholderText('按仪表编号搜索'), 'IND-0002');
    await waitFor(() => expect(asked.some((q) => q.deviceId === 'IND-0002')).toBe(true));
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('button', { hidden: true })
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining('IND-0002')]),
    );
    expect(asked.every((q) => (q.limit ?? 0) <= 50)).toBe(true);
    for (const query of asked)
      expect(Object.keys(query).every((k) => ['page', 'limit', 'deviceId'].includes(k))).toBe(true);
  });
});
