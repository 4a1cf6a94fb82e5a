import { modularApi } from '@/api/modules/wms/modular';
import { ModularPartsPage } from '@/features/modular/modular-parts-page';
import { overPlateParts } from '@/resources/modular/modular-parts';

/** 分配过渡板: the over-plates of a modular, one of them its default (`/wms/modular-auth/overplate/{modularId}`). */
export default function ModularAuthOverPlatePage() {
  return (
    <ModularPartsPage
      kind="overplate"
      parts={overPlateParts}
      calls={modularApi.authOverPlate}
      bodyKey="overPlateId"
      change={modularApi.changeOverPlateStatus}
    />
  );
}
