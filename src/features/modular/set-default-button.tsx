import { CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Allocated, DefaultChange } from '@/api/modules/wms/modular';
import { textOf, type AllocatedRows } from '@/components/crud';
import { feedback } from '@/lib/feedback/feedback';
import { IS_DEFAULT, withDefaultFlag } from '@/lib/weighing/modular-default';

type Part = Allocated<{ id?: number; model?: string }>;

export interface SetDefaultButtonProps<T extends Part> {
  modularId: number;
  item: T;
  /** `PUT wms/modular/change{Kind}Status`. */
  change: (change: DefaultChange) => Promise<void>;
  rows: AllocatedRows<T>;
}

/**
 * Makes an assigned item the modular's default of its kind. Once the server agrees, the list on
 * screen moves the mark by the same rule (src/lib/weighing/modular-default.ts) without asking again.
 */
export function SetDefaultButton<T extends Part>({ modularId, item, change, rows }: SetDefaultButtonProps<T>) {
  const { t } = useTranslation('modular');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const itemId = item.id;
  if (item.defaultStatus === IS_DEFAULT || typeof itemId !== 'number') return null;
  const name = textOf(item.model);

  const makeDefault = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await change({ modularId, statusId: itemId, status: IS_DEFAULT });
      rows.updateRows((list) => withDefaultFlag(list, 'defaultStatus', (row) => row.id === itemId));
      void feedback().message.success(t('default.setSuccess', { name }));
    } catch {
      // The client has told the user why; the mark stays where it was.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      type="link"
      size="small"
      icon={<CheckCircleOutlined />}
      loading={busy}
      title={t('default.setOf', { name })}
      onClick={() => void makeDefault()}
    >
      {t('default.set')}
    </Button>
  );
}
