import { EyeOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Command, CommandQuery } from '@/api/modules/device/command';
import { CrudTable, defineList, type CrudListState } from '@/components/crud';
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
  list: CrudListState<Command, CommandQuery>;
  formulas: ReadonlyMap<string, WeightFormula | null>;
  onShow: (command: Command) => void;
}

/** The commands sent to the chosen gateway, newest first; any of them can be shown in the reply panel. */
export function CommandHistory({ list, formulas, onShow }: CommandHistoryProps) {
  const { t } = useTranslation('command');
  return (
    <Card size="small" title={t('history.title')}>
      <CrudTable
        resource={historyList(formulas)}
        rows={list.rows}
        loading={list.loading}
        actionsWidth={90}
        actions={(command) => (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onShow(command)}>
            {t('history.show')}
          </Button>
        )}
      />
      <Pagination total={list.total} page={list.page} limit={list.limit} onChange={list.setPage} />
    </Card>
  );
}
