import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { exportFileName } from '@/api/resource';
import { ApiError, type PageQuery } from '@/api/types';
import { defineResource, FieldControl, SaveRefusal, useCrudMutations } from '@/components/crud';
import { i18n } from '@/lib/i18n';
import { exportedColumns } from '@mocks/lib/crud';

/** The toolkit pieces the warehouse catalogue added: export names and columns, refusals on fields, multiple values. */
interface Plate {
  id?: number;
  model?: string;
  capMax?: number;
  quantity?: number;
}

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'plate', {
    name: '过渡板',
    fields: { id: '编号', model: '型号', capMax: '最大量程', quantity: '数量' },
  });
});

function plateResource(refuse: { valid?: string; create?: string }) {
  return defineResource({
    key: 'plate',
    api: {
      page: (_query: PageQuery) => Promise.resolve({ list: [] as Plate[], total: 0 }),
      create: () =>
        refuse.create ? Promise.reject(new ApiError('server', refuse.create, { code: 500 })) : Promise.resolve(1),
      valid: () =>
        refuse.valid ? Promise.reject(new ApiError('server', refuse.valid, { code: 500 })) : Promise.resolve(true),
    },
    idKey: 'id',
    nameField: 'model',
    permission: 'wms:overplate',
    fields: [
      { name: 'model', unique: true },
      { name: 'capMax', kind: 'number' },
      { name: 'quantity', kind: 'number', refusal: /库存|in stock/ },
    ],
  });
}

async function refusedOn(refuse: { valid?: string; create?: string }, record: Plate = { model: 'GDB-1' }) {
  const { result } = renderHook(() => useCrudMutations(plateResource(refuse)));
  try {
    await result.current.save(record, false);
  } catch (error) {
    if (error instanceof SaveRefusal) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the save went through');
}

describe('where a server refusal shows', () => {
  it('on the unique field whose value it quotes', async () => {
    expect(await refusedOn({ valid: '型号“GDB-1”已存在' })).toEqual({ field: 'model', message: '型号“GDB-1”已存在' });
  });

  it('on the field whose refusal pattern it matches, in either language', async () => {
    expect((await refusedOn({ create: '样品“YP-1”库存 3台，不足 5' })).field).toBe('quantity');
    expect((await refusedOn({ create: 'Sample "YP-1" has only 3 in stock, fewer than 5' })).field).toBe('quantity');
  });

  it('on the only unique field for a valid refusal that names it, else above the form', async () => {
    expect((await refusedOn({ valid: '型号只能包含大写字母、数字' })).field).toBe('model');
    // A range check of valid is not about the model.
    expect(await refusedOn({ valid: '最小量程不能大于最大量程' })).toEqual({
      field: undefined,
      message: '最小量程不能大于最大量程',
    });
  });
});

describe('export names and columns', () => {
  it('names an export after the list and the day, without characters a file name cannot hold', () => {
    expect(exportFileName('汽车衡', new Date(2026, 10, 25, 23, 59))).toBe('汽车衡_2026-11-25.xlsx');
    expect(exportFileName('Truck scales', new Date(2026, 0, 5))).toBe('Truck scales_2026-01-05.xlsx');
    expect(exportFileName('a/b:c', new Date(2026, 0, 5))).toBe('a b c_2026-01-05.xlsx');
  });

  it('writes the asked columns in the asked order, ignoring unknown keys, or all of them', () => {
    const all = [{ key: 'id' }, { key: 'model' }, { key: 'name' }, { key: 'status' }];
    expect(exportedColumns(all, 'name,model,nope').map((c) => c.key)).toEqual(['name', 'model']);
    expect(exportedColumns(all, undefined).map((c) => c.key)).toEqual(['id', 'model', 'name', 'status']);
    expect(exportedColumns(all, 'nope').map((c) => c.key)).toEqual(['id', 'model', 'name', 'status']);
  });
});

describe('a field of several values', () => {
  it('shows each value and adds a picked one to the comma-joined value', async () => {
    const onChange = vi.fn();
    const options = ['RS232', 'RS485', 'ETH'].map((v) => ({ label: v, value: v }));
    render(
      <FieldControl
        kind="select"
        mode="form"
        label="接口"
        options={options}
        multiple
        value="RS232,RS485"
        onChange={onChange}
      />,
    );
    expect(screen.getByText('RS232')).toBeInTheDocument();
    expect(screen.getByText('RS485')).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('combobox', { hidden: true }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByTitle('ETH'));
    expect(onChange).toHaveBeenLastCalledWith('RS232,RS485,ETH');
  });
});
