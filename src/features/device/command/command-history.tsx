import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Command, CommandQuery } from '@/api/modules/device/command';
import { CrudFormDialog, CrudTable, defineList, type CrudPageState } from '@/components/crud';
import { Pagination } from '@/components/list';
import { DEFAULT_FORMULA, type WeightFormula } from '../arith-formula';
import { COMMAND_CODES } from './command-form';
import { CommandStatusTag } from './command-reply';
import { resultText } from './explain';
import styles from './command.module.css';

function ResultCell({ command, formula }: { command: Command; formula: WeightFormula | null | undefined }) {
  const { t, i18n } = useTranslation('command');
  return <>{resultText(command, formula ?? DEFAULT_FORMULA, i18n.language, t)}</>;
}

function historyList(formulas: ReadonlyMap<string, WeightFormula | null>) {
  return defineList<Command>({
    key: 'command',
    idKey: 'id',
    nameField: 'id',
    fields: [
      { name: 'sentAt', kind: 'datetime', list: { width: 170 } },
      { name: 'code', kind: 'select', options: { i18nPrefix: 'command:codes', values: COMMAND_CODES } },
      { name: 'deviceId', list: { nowrap: true } },
      { name: 'deviceAddr', list: { width: 70 } },
      { name: 'status', list: { width: 110, render: (status) => <CommandStatusTag status={status} /> } },
      {
        name: 'result',
        list: {
          render: (_result, command) => <ResultCell command={command} formula={formulas.get(command.deviceId ?? '')} />,
        },
      },
      { name: 'payload', list: { render: (hex) => <code className={styles.hex}>{hex}</code>, nowrap: true } },
      { name: 'response', list: { render: (hex) => <code className={styles.hex}>{hex}</code>, nowrap: true } },
      { name: 'createBy', list: { width: 90 } },
    ],
  });
}

export interface CommandHistoryProps {
  /** The command list on the toolkit (`commandResource`): list, selection, edit dialog, deletes, permissions. */
  page: CrudPageState<Command, CommandQuery>;
  formulas: ReadonlyMap<string, WeightFormula | null>;
  onShow: (command: Command) => void;
}

/**
 * The commands sent to the chosen gateway, newest first: any of them can be shown in the reply panel;
 * one not sent yet can be edited; any can be deleted, several at once, each with its permission.
 */
export function CommandHistory({ page, formulas, onShow }: CommandHistoryProps) {
  const { t } = useTranslation(['command', 'crud']);
  const { list, mutations } = page;
  const canEdit = page.can('edit');
  const canRemove = page.can('remove');
  return (
    <Card
      size="small"
      title={t('history.title')}
      extra={
        // Batch delete; edits go through a row's own button (only a command not sent yet takes one).
        canRemove && (
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            disabled={page.selected.length === 0}
            onClick={() => void page.remove(page.selected)}
          >
            {t('crud:actions.delete')}
          </Button>
        )
      }
    >
      <CrudTable
        resource={historyList(formulas)}
        rows={list.rows}
        loading={list.loading}
        selected={canRemove ? page.selected : undefined}
        onSelect={canRemove ? page.setSelected : undefined}
        actionsWidth={200}
        actions={(command) => (
          <>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onShow(command)}>
              {t('history.show')}
            </Button>
            {/* The server takes edits of a command that has not been sent yet. */}
            {canEdit && command.status === 'PENDING' && (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => page.openEdit(command)}>
                {t('crud:actions.edit')}
              </Button>
            )}
            {canRemove && (
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => void page.remove([command])}
              >
                {t('crud:actions.delete')}
              </Button>
            )}
          </>
        )}
      />
      <Pagination total={list.total} page={list.page} limit={list.limit} onChange={list.setPage} />
      {mutations.holder}
      {page.dialog?.record && (
        <CrudFormDialog
          resource={page.resource}
          record={page.dialog.record}
          save={mutations.save}
          onClose={page.closeDialog}
          onSaved={page.saved}
        />
      )}
    </Card>
  );
}
