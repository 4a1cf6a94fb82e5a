import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { Segmented } from '@/components/choice/segmented';
import { CrudTable } from '@/components/crud/crud-table';
import { defineList } from '@/components/crud/define-resource';
import { RangePicker } from '@/components/date/range-picker';
import { patchAntdMarkup, useDialogFocusReturn } from '@/layout/antd-a11y';

/** A page that renders its dialog only while open, as the CRUD toolkit's dialogs are. */
function PageWithDialog({ fixed }: { fixed: boolean }) {
  return fixed ? <FixedPage /> : <Page />;
}
function FixedPage() {
  useDialogFocusReturn();
  return <Page />;
}
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        新增
      </button>
      <p>plain text</p>
      {open && (
        <Modal open title="新增岗位" onCancel={() => setOpen(false)} onOk={() => setOpen(false)}>
          <input aria-label="岗位名称" />
        </Modal>
      )}
    </>
  );
}

async function openAndClose(key: 'Escape' | 'OK') {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: '新增' });
  opener.focus();
  await user.keyboard('{Enter}');
  const name = await screen.findByLabelText('岗位名称');
  await user.click(name);
  expect(name).toHaveFocus();
  if (key === 'Escape') await user.keyboard('{Escape}');
  else await user.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
  await waitFor(() => expect(screen.queryByLabelText('岗位名称')).toBeNull());
  return opener;
}

describe('focus and dialogs', () => {
  it('Escape closes a dialog the page removes, and the focus returns to the button that opened it', async () => {
    render(<PageWithDialog fixed />);
    const opener = await openAndClose('Escape');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('the focus returns after OK too', async () => {
    render(<PageWithDialog fixed />);
    const opener = await openAndClose('OK');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('without the fix, antd leaves the focus on the body (why the layout installs it)', async () => {
    render(<PageWithDialog fixed={false} />);
    await openAndClose('Escape');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('a click elsewhere with no dialog involved keeps its own focus', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog fixed />);
    screen.getByRole('button', { name: '新增' }).focus();
    await user.click(screen.getByText('plain text'));
    await act(async () => {
      document.body.append(document.createElement('div'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.activeElement).toBe(document.body);
  });
});

describe('keyboard and antd markup', () => {
  it('Tab from an empty range start leaves the picker for the next control (antd kept it on the start)', () => {
    render(
      <>
        <input aria-label="岗位编码" />
        <RangePicker aria-label="创建时间" />
        <button type="button">搜索</button>
      </>,
    );
    const [start] = screen.getAllByRole('textbox').filter((el) => el.closest('.ant-picker-range'));
    start.focus();
    fireEvent.keyDown(start, { key: 'Tab' });
    expect(screen.getByRole('button', { name: '搜索' })).toHaveFocus();
  });

  it('makes the table measure row inert, so its select-all copy is out of the Tab order', () => {
    const { container } = render(
      <Table
        rowKey="id"
        rowSelection={{}}
        scroll={{ x: 800 }}
        columns={[{ key: 'name', dataIndex: 'name', title: '名称' }]}
        dataSource={[{ id: 1, name: 'a' }]}
      />,
    );
    const measure = container.querySelector('.ant-table-measure-row');
    expect(measure).not.toBeNull();
    expect(measure?.querySelector('input')).not.toBeNull();
    patchAntdMarkup(document);
    expect(measure).toHaveAttribute('inert');
  });

  it('lets the keyboard scroll a table that scrolls sideways and holds no control (the import preview)', () => {
    const { container } = render(
      <Table
        rowKey="id"
        scroll={{ x: 2000 }}
        columns={[{ key: 'a', title: '型号', dataIndex: 'a', width: 2000 }]}
        dataSource={[{ id: 1, a: 'A-1' }]}
        pagination={false}
      />,
    );
    const content = container.querySelector<HTMLElement>('.ant-table-content');
    if (!content) throw new Error('no table content');
    // jsdom lays nothing out: the widths a browser would measure.
    Object.defineProperty(content, 'scrollWidth', { configurable: true, value: 2000 });
    Object.defineProperty(content, 'clientWidth', { configurable: true, value: 800 });
    expect(content).not.toHaveAttribute('tabindex');
    patchAntdMarkup(document);
    expect(content).toHaveAttribute('tabindex', '0');
    // Wide enough again: out of the tab order.
    Object.defineProperty(content, 'clientWidth', { configurable: true, value: 2000 });
    patchAntdMarkup(document);
    expect(content).not.toHaveAttribute('tabindex');
  });

  it("names a button with words by its words alone, not antd's English icon name before them", () => {
    render(
      <>
        <Button icon={<SearchOutlined />}>搜索</Button>
        <Button icon={<SearchOutlined />} aria-label="显示搜索" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'search 搜索' })).toBeInTheDocument();
    patchAntdMarkup(document);
    expect(screen.getByRole('button', { name: '搜索' })).toBeInTheDocument();
    // An icon-only button is named by its own label; its icon is left as it is.
    expect(screen.getByRole('button', { name: '显示搜索' }).querySelector('.anticon')).not.toHaveAttribute(
      'aria-hidden',
    );
  });
});

describe("names in the user's language", () => {
  it('a segmented choice is one Tab stop, its radios, and has the name it is given', () => {
    render(<Segmented aria-label="报告语言" options={['简体中文', 'English']} />);
    const group = screen.getByRole('radiogroup', { name: '报告语言' });
    // rc-segmented made the group a Tab stop of its own, where the arrows did nothing.
    expect(group).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('radio', { name: '简体中文' })).toBeChecked();
  });

  it('a list\'s checkboxes are named after their rows, not antd\'s English "Select row 1"', async () => {
    interface Post {
      id: number;
      postName: string;
    }
    const posts = defineList<Post>({ key: 'post', idKey: 'id', nameField: 'postName', fields: [{ name: 'postName' }] });
    render(
      <Providers>
        <CrudTable
          resource={posts}
          rows={[{ id: 1, postName: '董事长' }]}
          loading={false}
          selected={[]}
          onSelect={() => undefined}
        />
      </Providers>,
    );
    expect(await screen.findByRole('checkbox', { name: '选择 董事长' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: '选择本页全部行' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
  });
});
