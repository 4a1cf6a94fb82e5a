import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sensorApi } from '@/api/modules/wms/sensor';
import { FieldControl, SearchSelect, type SearchedOptions } from '@/components/crud';
import { mockControl, server } from '@mocks/node';
import { signIn } from '../helpers';

/** The toolkit's select over choices the server searches (`SearchedOptions`), here 100,200 load cells. */

/** Enabled load cells by model, as a picker asks for them. */
const cells: SearchedOptions = {
  search: async ({ keyword, limit }, options) => {
    const page = await sensorApi.page({ model: keyword || undefined, status: '0', page: 1, limit }, options);
    return { total: page.total, list: page.list.map((cell) => ({ value: Number(cell.id), label: cell.model ?? '' })) };
  },
};

function listenToCells() {
  const asked: URLSearchParams[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/wms/sensor/page')) asked.push(url.searchParams);
  };
  server.events.on('request:start', listen);
  return { asked, stop: () => server.events.removeListener('request:start', listen) };
}

describe('a select field with searched options', () => {
  it(
    'asks nothing until opened, then finds the cell at row 100,000 by what is typed',
    { timeout: 120_000 },
    async () => {
      await signIn();
      mockControl.bulk({ sensors: 100_000 });
      const { asked, stop } = listenToCells();
      try {
        const onChange = vi.fn();
        render(<FieldControl kind="select" mode="form" label="传感器" options={cells} onChange={onChange} />);
        const user = userEvent.setup({ pointerEventsCheck: 0 });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(asked).toHaveLength(0);

        await user.click(screen.getByRole('combobox', { name: '传感器' }));
        // 20 at a time, and it says that more match.
        expect(
          await screen.findByText(/^显示前 20 个，共 9\d{4} 个匹配：请输入以缩小范围$/, undefined, { timeout: 30_000 }),
        ).toBeInTheDocument();
        expect(asked[0].get('limit')).toBe('20');

        await user.type(screen.getByRole('combobox', { name: '传感器' }), 'B100000');
        await user.click(await screen.findByTitle('ZS-500T-C3-B100000', undefined, { timeout: 30_000 }));
        expect(onChange).toHaveBeenLastCalledWith(1_100_000);
        expect(asked.map((q) => q.get('model'))).toContain('B100000');
        // Typing settles before the server is asked: not one request per key.
        expect(asked.length).toBeLessThan(4);
      } finally {
        stop();
      }
    },
  );

  it('shows the value it holds by the label it was given, and no note when all matches came', async () => {
    const few: SearchedOptions = {
      search: async () => ({
        total: 2,
        list: [
          { value: 1, label: 'XB-1T-C3' },
          { value: 2, label: 'XB-2T-C3' },
        ],
      }),
    };
    render(<SearchSelect aria-label="传感器" source={few} value={9} valueLabel="SJ-30T-C3" />);
    expect(screen.getByText('SJ-30T-C3')).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('combobox', { name: '传感器' }));
    expect(await screen.findByTitle('XB-2T-C3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
