import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { PageQuery } from '@/api/types';
import { Providers } from '@/app/providers';
import { CrudFormDialog, defineResource, type CrudFormExtraContext } from '@/components/crud';
import { i18n } from '@/lib/i18n';

interface Tank {
  id?: number;
  name?: string;
  level?: number;
}

const tankResource = defineResource<Tank, PageQuery>({
  key: 'tank',
  api: { page: () => Promise.resolve({ list: [], total: 0 }) },
  idKey: 'id',
  nameField: 'name',
  permission: 'test:tank',
  fields: [{ name: 'name' }, { name: 'level', kind: 'number' }],
});

/** What a preview under the fields sees: the value being typed, and whether it edits. */
function LevelEcho({ form, editing, record }: CrudFormExtraContext<Tank>) {
  const level: unknown = Form.useWatch('level', form);
  return (
    <output aria-label="echo">
      {editing ? 'edit' : 'add'}:{String(record?.level ?? '-')}→{String(level ?? '')}
    </output>
  );
}

describe('CrudFormDialog formExtra', () => {
  it('renders under the fields and follows what is typed, with the record being edited', async () => {
    i18n.addResourceBundle('zh-CN', 'tank', { name: '罐', fields: { name: '名称', level: '液位' } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Providers>
        <CrudFormDialog
          resource={tankResource}
          record={{ id: 1, name: 'T1', level: 3 }}
          save={vi.fn()}
          onClose={vi.fn()}
          onSaved={vi.fn()}
          formExtra={(context) => <LevelEcho {...context} />}
        />
      </Providers>,
    );
    expect(await screen.findByLabelText('echo')).toHaveTextContent('edit:3→3');
    const input = screen.getByRole('spinbutton', { name: '液位' });
    await user.clear(input);
    await user.type(input, '42');
    expect(screen.getByLabelText('echo')).toHaveTextContent('edit:3→42');
  });
});
