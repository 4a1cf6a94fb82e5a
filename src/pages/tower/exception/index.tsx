import { useState } from 'react';
import { CrudPage } from '@/components/crud';
import { RecordTrendDrawer, type TrendSpan } from '@/components/tower/record-trend-drawer';
import { HasPermi } from '@/lib/access/access';
import { ChartRowButton } from '@/features/tower/row-action';
import { towerExceptionResource, type TowerExceptionView } from '@/resources/tower-exception/tower-exception.resource';

/** Exception records: what went wrong on the towers, each opening on its tower's trend with the span highlighted. */
export default function TowerExceptionPage() {
  const [span, setSpan] = useState<TrendSpan | undefined>(undefined);
  const open = (record: TowerExceptionView) => {
    if (!record.towerId || !record.startDatetime || !record.endDatetime) return;
    setSpan({
      towerId: record.towerId,
      start: record.startDatetime,
      end: record.endDatetime,
      exceptionType: record.type ?? '',
    });
  };
  return (
    <CrudPage
      resource={towerExceptionResource}
      actionsWidth={220}
      rowActions={(record) => (
        // The trend is the tower's monitor series.
        <HasPermi value={['tower:info:query']}>
          <ChartRowButton ns="towerException" label="actions.trend" onClick={() => open(record)} />
        </HasPermi>
      )}
    >
      {() => <RecordTrendDrawer span={span} onClose={() => setSpan(undefined)} />}
    </CrudPage>
  );
}
