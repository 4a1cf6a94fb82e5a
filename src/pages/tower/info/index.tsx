import { useCallback, useMemo, useState } from 'react';
import { towerInfoApi, type TowerInfo } from '@/api/modules/tower/tower-info';
import { CrudPage } from '@/components/crud';
import { MonitorDrawer, type MonitorTarget } from '@/components/tower/monitor-drawer';
import { OnlineSerials } from '@/components/tower/tower-cells';
import { ThresholdPreview } from '@/features/tower/threshold-preview';
import { ChartRowButton } from '@/features/tower/row-action';
import { useLivePolling } from '@/lib/live/use-live-polling';
import { towerInfoResource } from '@/resources/tower-info/tower-info.resource';
import { usePageSearchParams } from '@/router/page-location';

/** How often the list's online badges follow the gateways. */
const ONLINE_REFRESH_MS = 30_000;

/** Tower information: the towers with weight, fill, alarm and online state; the live monitor; settings with a preview. */
export default function TowerInfoPage() {
  // `?monitor=<towerId>` (a critical alarm's link) opens that tower's live monitor.
  const asked = usePageSearchParams().get('monitor')?.trim() || undefined;
  const [monitored, setMonitored] = useState<MonitorTarget | undefined>(
    asked ? { id: asked, towerId: asked } : undefined,
  );
  // A new address asks again (React's "adjust state when a prop changes", without an effect).
  const [shownFor, setShownFor] = useState(asked);
  if (asked !== shownFor) {
    setShownFor(asked);
    if (asked) setMonitored({ id: asked, towerId: asked });
  }
  const loadOnline = useCallback((signal: AbortSignal) => towerInfoApi.onlineSerials({ signal, silent: true }), []);
  const online = useLivePolling(loadOnline, ONLINE_REFRESH_MS);
  const onlineSet = useMemo(
    () => (Array.isArray(online.data) ? new Set(online.data.filter((s) => typeof s === 'string')) : undefined),
    [online.data],
  );

  const openMonitor = (tower: TowerInfo) => {
    if (typeof tower.id === 'number') setMonitored({ id: tower.id, towerId: tower.towerId ?? String(tower.id) });
  };

  return (
    <OnlineSerials.Provider value={onlineSet}>
      <CrudPage
        resource={towerInfoResource}
        actionsWidth={220}
        rowActions={(tower, page) =>
          page.can('query') && (
            <ChartRowButton ns="towerInfo" label="actions.monitor" onClick={() => openMonitor(tower)} />
          )
        }
        formExtra={({ form, editing, record }) => (editing ? <ThresholdPreview form={form} tower={record} /> : null)}
      >
        {() => <MonitorDrawer target={monitored} onClose={() => setMonitored(undefined)} />}
      </CrudPage>
    </OnlineSerials.Provider>
  );
}
