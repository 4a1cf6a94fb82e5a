import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import {
  clearDictCache,
  CompactNumber,
  DictTag,
  DictValue,
  Pagination,
  useColumnVisibility,
  wmsDict,
} from '@/components/list';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

describe('shared list widgets', () => {
  it('loads a dictionary type once however many tags ask for it, and again after the cache is cleared', async () => {
    await signIn();
    clearDictCache();
    let requests = 0;
    server.use(
      mswHttp.get('*/api/admin/dicts/items/type/sys_normal_disable', () => {
        requests += 1;
        return undefined;
      }),
    );
    const { unmount } = render(
      <Providers>
        {['0', '1', '0', '1', '0'].map((value, index) => (
          <DictValue key={index} type="sys_normal_disable" value={value} />
        ))}
      </Providers>,
    );
    await waitFor(() => expect(screen.getAllByText('正常')).toHaveLength(3));
    expect(screen.getAllByText('停用')).toHaveLength(2);
    expect(requests).toBe(1);
    act(() => clearDictCache());
    await waitFor(() => expect(requests).toBe(2));
    unmount();
  });

  it('reads a module dictionary (wms:<type>) from the warehouse dictionaries, once', async () => {
    await signIn();
    clearDictCache();
    const asked: string[] = [];
    server.use(
      mswHttp.get('*/api/admin/*/type/:type', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return undefined;
      }),
    );
    const { unmount } = render(
      <Providers>
        {['SS304', 'SS304'].map((value, index) => (
          <DictValue key={index} type={wmsDict('wms_modular_material')} value={value} />
        ))}
      </Providers>,
    );
    await waitFor(() => expect(screen.getAllByText('不锈钢 304')).toHaveLength(2));
    expect(asked).toEqual(['/api/admin/wms/dictitems/type/wms_modular_material']);
    unmount();
  });

  it('keeps dictionary colours to the allow-list and renders labels as text', () => {
    render(
      <DictTag
        options={[
          { dictValue: '1', dictLabel: '<b>bold</b>', listClass: 'danger' },
          { dictValue: '2', dictLabel: 'evil', listClass: 'x" style="color:red' as never },
        ]}
        value="1,2,3"
      />,
    );
    const bold = screen.getByText('<b>bold</b>');
    expect(bold.querySelector('b')).toBeNull();
    expect(bold.className).toMatch(/error/);
    const evil = screen.getByText('evil');
    expect(evil.getAttribute('style') ?? '').not.toMatch(/red/);
    expect(evil.className).not.toMatch(/style|color:/);
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('pages with the §9 sizes and goes back to page 1 when the size changes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Providers>
        <Pagination total={95} page={3} limit={20} onChange={onChange} />
      </Providers>,
    );
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    // antd's Chinese texts load after the first render.
    await screen.findByText('20 条/页');
    await user.click(screen.getByTitle('4'));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    await user.click(screen.getByText('20 条/页'));
    for (const size of [5, 10, 30, 50]) expect(await screen.findByText(`${size} 条/页`)).toBeInTheDocument();
    await user.click(screen.getByText('50 条/页'));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('lays the pager out in the spec order: total, sizes, prev, pager, next, jumper', async () => {
    const { container } = render(
      <Providers>
        <Pagination total={95} page={3} limit={20} onChange={() => undefined} />
      </Providers>,
    );
    await screen.findByText('20 条/页');
    const parts = [
      screen.getByText('共 95 条'),
      screen.getByText('20 条/页'),
      container.querySelector('.ant-pagination-prev'),
      screen.getByTitle('3'),
      container.querySelector('.ant-pagination-next'),
      container.querySelector('.ant-pagination-options-quick-jumper'),
    ];
    for (const part of parts) expect(part).not.toBeNull();
    for (let i = 1; i < parts.length; i++) {
      const before = parts[i - 1] as Node;
      // DOCUMENT_POSITION_FOLLOWING: the part comes after the one before it, in reading and tab order.
      expect(before.compareDocumentPosition(parts[i] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows a count in k…E units with the exact number on hover, and small or missing counts as they are', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Providers>
        <div data-testid="big">
          <CompactNumber value={1_234_567} />
        </div>
        <div data-testid="small">
          <CompactNumber value={150} />
        </div>
        <div data-testid="none">
          <CompactNumber value="—" />
        </div>
        <div data-testid="huge">
          <CompactNumber value={2.5e18} />
        </div>
      </Providers>,
    );
    expect(screen.getByTestId('big').textContent).toBe('1.23M');
    expect(screen.getByTestId('small').textContent).toBe('150');
    expect(screen.getByTestId('none').textContent).toBe('—');
    expect(screen.getByTestId('huge').textContent).toBe('2.5E');
    await user.hover(screen.getByText('1.23M'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567');
  });

  it('shows nothing when there is nothing to page', () => {
    const { container } = render(<Pagination total={0} page={1} limit={20} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('remembers hidden columns per page', () => {
    const first = renderHook(() => useColumnVisibility('/system/post', ['remark']));
    expect(first.result.current[0]).toEqual(['remark']);
    act(() => first.result.current[1](['createTime']));
    const again = renderHook(() => useColumnVisibility('/system/post', ['remark']));
    expect(again.result.current[0]).toEqual(['createTime']);
    const other = renderHook(() => useColumnVisibility('/system/config'));
    expect(other.result.current[0]).toEqual([]);
  });

  it('shows an unreadable dictionary answer as the raw values instead of failing', async () => {
    await signIn();
    clearDictCache();
    server.use(
      mswHttp.get('*/api/admin/dicts/items/type/broken_dict', () => HttpResponse.json({ code: 200, data: 'x' })),
    );
    render(<DictValue type="broken_dict" value="7" />);
    expect(await screen.findByText('7')).toBeInTheDocument();
  });
});
