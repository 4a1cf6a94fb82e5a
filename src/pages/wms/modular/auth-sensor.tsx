import { modularApi } from '@/api/modules/wms/modular';
import { ModularPartsPage } from '@/features/modular/modular-parts-page';
import { sensorParts } from '@/resources/modular/modular-parts';

/** 分配称重传感器: the load cells of a modular, one of them its default (`/wms/modular-auth/sensor/{modularId}`). */
export default function ModularAuthSensorPage() {
  return (
    <ModularPartsPage
      kind="sensor"
      parts={sensorParts}
      calls={modularApi.authSensor}
      bodyKey="sensorId"
      change={modularApi.changeSensorStatus}
    />
  );
}
