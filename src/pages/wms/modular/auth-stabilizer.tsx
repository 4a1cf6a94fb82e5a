import { modularApi } from '@/api/modules/wms/modular';
import { ModularPartsPage } from '@/features/modular/modular-parts-page';
import { stabilizerParts } from '@/resources/modular/modular-parts';

/** 分配稳定杆: the stabilizers of a modular, one of them its default (`/wms/modular-auth/stabilizer/{modularId}`). */
export default function ModularAuthStabilizerPage() {
  return (
    <ModularPartsPage
      kind="stabilizer"
      parts={stabilizerParts}
      calls={modularApi.authStabilizer}
      bodyKey="stabilizerId"
      change={modularApi.changeStabilizerStatus}
    />
  );
}
