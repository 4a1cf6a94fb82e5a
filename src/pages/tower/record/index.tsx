import { useState } from 'react';
import { CrudPage } from '@/components/crud';
import { RecordTrendDrawer, type TrendSpan } from '@/components/tower/record-trend-drawer';
import { HasPermi } from '@/lib/access/access';
import { ChartRowButton } from '@/features/tower/row-action';
import { towerRecordResource, type TowerRecordView } from '@/resources/tower-record/tower-record.resource';

/** Refill records: the refills, each opening on its tower's trend with the refill highlighted. */
export default function TowerRecordPage() {
  const [span, setSpan] = useState<TrendSpan | undefined>(undefined);
  const open = (record: TowerRecordView) => {
    if (record.towerId && record.startDatetime && record.endDatetime)
      setSpan({
        towerId: record.towerId,
        start: record.startDatetime,
        end: record.endDatetime,
      });
  };
  return (
    <CrudPage
      resource={towerRecordResource}
      actionsWidth={220}
      rowActions={(record) => (
        // The trend is the tower's monitor series.
        <HasPermi value={['tower:info:query']}>
          <ChartRowButton ns="towerRecord" label="actions.trend" onClick={() => open(record)} />
        </HasPermi>
      )}
    >
      {() => <RecordTrendDrawer span={span} onClose={() => setSpan(undefined)} />}
    </CrudPage>
  );
}
