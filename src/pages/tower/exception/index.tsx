import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { useAccess } from '@/lib/access/access';
import { useDict } from '@/components/list';
import { ChartRowButton } from '@/features/tower/row-action';
import { RecordTrendDrawer, type TrendSpan } from '@/features/tower/record-trend-drawer';
import { towerExceptionResource, type TowerExceptionView } from '@/resources/tower-exception/tower-exception.resource';

/** Exception records: what went wrong on the towers, each opening on its tower's trend with the span highlighted. */
export default function TowerExceptionPage() {
  const { t } = useTranslation('towerException');
  const types = useDict('tower_exception_type');
  const [span, setSpan] = useState<TrendSpan | undefined>(undefined);
  // The trend is the tower's monitor series.
  const canSeeTrend = useAccess().permi('tower:info:query');
  const open = (record: TowerExceptionView) => {
    if (!record.towerId || !record.startDatetime || !record.endDatetime) return;
    const type = types.find((item) => item.dictValue === record.type);
    setSpan({
      towerId: record.towerId,
      start: record.startDatetime,
      end: record.endDatetime,
      title: type?.dictLabel ?? record.type ?? t('name'),
    });
  };
  return (
    <CrudPage
      resource={towerExceptionResource}
      actionsWidth={220}
      rowActions={(record) =>
        canSeeTrend && <ChartRowButton ns="towerException" label="actions.trend" onClick={() => open(record)} />
      }
    >
      {() => <RecordTrendDrawer span={span} onClose={() => setSpan(undefined)} />}
    </CrudPage>
  );
}
