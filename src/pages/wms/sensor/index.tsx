import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SensorQuery } from '@/api/modules/wms/sensor';
import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { CrudPage } from '@/components/crud';
import { sensorResource } from '@/resources/sensor/sensor.resource';
import { usePageSearchParams } from '@/router/page-location';

type TypeFilter = { code: string; filters?: Partial<SensorQuery>; unknown?: boolean };

/**
 * Load cells: the declared page. `?type=DB` (a sensor-type code, as the sensor types page links it)
 * starts the list filtered to that type, looked up with `GET wms/sensortypes/sensorType/{type}`.
 */
export default function SensorPage() {
  const { t } = useTranslation('sensor');
  const code = usePageSearchParams().get('type')?.trim() ?? '';
  const [resolved, setResolved] = useState<TypeFilter | undefined>(undefined);

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    sensorTypeApi.byCode(code, { signal: controller.signal, silent: true }).then(
      (type) =>
        setResolved(
          typeof type?.id === 'number' ? { code, filters: { sensorTypeId: type.id } } : { code, unknown: true },
        ),
      () => {
        if (!controller.signal.aborted) setResolved({ code, unknown: true });
      },
    );
    return () => controller.abort();
  }, [code]);

  const ready = !code || resolved?.code === code;
  return (
    <CrudPage
      key={ready ? code : ''}
      resource={sensorResource}
      enabled={ready}
      initialFilters={code && resolved?.code === code ? resolved.filters : undefined}
      header={
        code && resolved?.code === code && resolved.unknown ? (
          <Alert type="warning" showIcon title={t('unknownType', { code })} />
        ) : undefined
      }
    />
  );
}
