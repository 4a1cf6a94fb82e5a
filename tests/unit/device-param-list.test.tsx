import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import {
  editedValue,
  parseParamList,
  serializeParamList,
  validateParamRows,
  type ParamRow,
} from '@/features/device/param-list/param-list';
import { ParamListField, paramListRule } from '@/features/device/param-list/param-list-field';

const rows = (text: string, mode: 'spec' | 'value' = 'spec'): ParamRow[] => {
  const parsed = parseParamList(text, mode);
  if (!parsed.ok) throw new Error(`unreadable: ${parsed.raw}`);
  return parsed.rows;
};
const strip = (list: ParamRow[]) => list.map(({ key: _key, ...rest }) => rest);

describe('parameter lists: reading and writing', () => {
  it('reads a spec list with units and bounds and writes it back the same', () => {
    const text = '[{"id":"addr","type":"int","min":1,"max":247},{"id":"grossWeight","type":"double","unit":"kg"}]';
    expect(strip(rows(text))).toEqual([
      { id: 'addr', type: 'int', unit: undefined, min: 1, max: 247 },
      { id: 'grossWeight', type: 'double', unit: 'kg', min: undefined, max: undefined },
    ]);
    expect(serializeParamList(rows(text), 'spec', 'list')).toBe(text);
  });

  it('reads a map of identifier to type, and empty text as no parameters', () => {
    expect(strip(rows('{"grossWeight":"double","ok":"bool"}'))).toEqual([
      { id: 'grossWeight', type: 'double' },
      { id: 'ok', type: 'bool' },
    ]);
    expect(serializeParamList(rows('{"grossWeight":"double"}'), 'spec', 'map')).toBe('{"grossWeight":"double"}');
    expect(rows('')).toEqual([]);
    expect(rows('{}')).toEqual([]);
    expect(serializeParamList([], 'spec', 'list')).toBe('[]');
  });

  it('reads event values with their types and writes numbers, booleans and JSON as such', () => {
    const text = '{"towerId":"LT-A-01","weight":2310.5,"stable":true,"extra":{"n":1}}';
    expect(strip(rows(text, 'value'))).toEqual([
      { id: 'towerId', type: 'text', value: 'LT-A-01' },
      { id: 'weight', type: 'number', value: '2310.5' },
      { id: 'stable', type: 'bool', value: 'true' },
      { id: 'extra', type: 'json', value: '{"n":1}' },
    ]);
    expect(serializeParamList(rows(text, 'value'), 'value', 'map')).toBe(text);
  });

  it('keeps text that is no parameter list as it is, to show it', () => {
    expect(parseParamList('{oops', 'spec')).toEqual({ ok: false, raw: '{oops' });
    expect(parseParamList('[1,2]', 'spec')).toEqual({ ok: false, raw: '[1,2]' });
    expect(parseParamList('[{"id":"a"}]', 'value')).toEqual({ ok: false, raw: '[{"id":"a"}]' });
  });
});

describe('parameter lists: checking', () => {
  const row = (patch: Partial<ParamRow>): ParamRow => ({ key: 0, id: 'a', type: 'int', ...patch });

  it('accepts a well-formed list', () => {
    expect(
      validateParamRows([row({ id: 'addr', min: 1, max: 247 }), row({ id: '_b2', type: 'text' })], 'spec'),
    ).toEqual([]);
  });

  it('names the row and the reason of every problem', () => {
    expect(
      validateParamRows(
        [
          row({ id: '' }),
          row({ id: '2fast' }),
          row({ id: 'dup' }),
          row({ id: 'dup' }),
          row({ id: 'range', min: 10, max: 1 }),
          row({ id: 'kind', type: 'complex' }),
        ],
        'spec',
      ),
    ).toEqual([
      { row: 0, field: 'id', reason: 'idRequired' },
      { row: 1, field: 'id', reason: 'idPattern' },
      { row: 3, field: 'id', reason: 'idDuplicate' },
      { row: 4, field: 'min', reason: 'minAboveMax' },
      { row: 5, field: 'type', reason: 'typeUnknown' },
    ]);
  });

  it('checks event values against their type', () => {
    expect(
      validateParamRows(
        [
          row({ id: 'w', type: 'number', value: '12kg' }),
          row({ id: 'b', type: 'bool', value: 'yes' }),
          row({ id: 'j', type: 'json', value: '{x' }),
          row({ id: 'n', type: 'number', value: '-3.5' }),
        ],
        'value',
      ),
    ).toEqual([
      { row: 0, field: 'value', reason: 'notNumber' },
      { row: 1, field: 'value', reason: 'notBool' },
      { row: 2, field: 'value', reason: 'notJson' },
    ]);
  });

  it('reports an invalid edit as problems instead of text, and a valid one as the stored text', () => {
    expect(editedValue([row({ id: '' })], 'spec', 'list')).toEqual({
      invalidParamList: true,
      problems: [{ row: 0, field: 'id', reason: 'idRequired' }],
    });
    expect(editedValue([row({ id: ' addr ', max: 9 })], 'spec', 'list')).toBe('[{"id":"addr","type":"int","max":9}]');
  });
});

function ServiceForm({ initial, onSave }: { initial: string; onSave: (values: { inParam: string }) => void }) {
  const [form] = Form.useForm<{ inParam: string }>();
  return (
    <Form form={form} initialValues={{ inParam: initial }} onFinish={onSave}>
      <Form.Item name="inParam" label="输入参数" rules={[paramListRule('spec')]}>
        <ParamListField mode="spec" labelKey="service:fields.inParam" />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

describe('the parameter-list editor', () => {
  it(
    'edits rows, refuses a bad identifier where it is typed, and saves the list once it is fixed',
    { timeout: 60_000 },
    async () => {
      const onSave = vi.fn();
      const user = userEvent.setup();
      render(
        <Providers>
          <ServiceForm initial='[{"id":"addr","type":"int","min":1,"max":247}]' onSave={onSave} />
        </Providers>,
      );
      const id1 = screen.getByRole('textbox', { name: '输入参数 1 标识' });
      expect(id1).toHaveValue('addr');
      expect(screen.getByRole('spinbutton', { name: '输入参数 1 最大值' })).toHaveValue('247');

      await user.click(screen.getByRole('button', { name: /添加参数/ }));
      const id2 = screen.getByRole('textbox', { name: '输入参数 2 标识' });
      fireEvent.change(id2, { target: { value: '9lives' } });
      // Under the row and as the field's error, before anything is saved.
      expect(await screen.findByText('标识须以字母或下划线开头，只含字母、数字和下划线，最多 50 个字符')).toBeVisible();
      expect(await screen.findByText(/第 2 行：标识须以字母或下划线开头/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'save' }));
      await waitFor(() => expect(screen.getAllByText(/第 2 行/).length).toBeGreaterThan(0));
      expect(onSave).not.toHaveBeenCalled();
      // Nothing typed was lost.
      expect(id2).toHaveValue('9lives');

      fireEvent.change(id2, { target: { value: 'lives' } });
      fireEvent.change(screen.getByRole('spinbutton', { name: '输入参数 2 最小值' }), { target: { value: '9' } });
      const max2 = screen.getByRole('spinbutton', { name: '输入参数 2 最大值' });
      fireEvent.change(max2, { target: { value: '3' } });
      expect(await screen.findByText('最小值不能大于最大值')).toBeVisible();
      fireEvent.change(max2, { target: { value: '99' } });
      await waitFor(() => expect(screen.queryByText(/第 2 行/)).toBeNull());

      await user.click(screen.getByRole('button', { name: 'save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0][0]).toEqual({
        inParam: '[{"id":"addr","type":"int","min":1,"max":247},{"id":"lives","type":"int","min":9,"max":99}]',
      });
    },
  );

  it('shows stored text that is no list and starts over on request', { timeout: 60_000 }, async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers>
        <ServiceForm initial="{oops" onSave={onSave} />
      </Providers>,
    );
    expect(screen.getByText('{oops')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(
      await screen.findByText('保存的内容不是参数列表，请重新填写', { selector: '.ant-form-item-explain-error' }),
    ).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /重新填写/ }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ inParam: '[]' }));
  });
});
