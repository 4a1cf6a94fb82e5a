import { modularApi } from '@/api/modules/wms/modular';
import { ModularPartsPage } from '@/features/modular/modular-parts-page';
import { wovenParts } from '@/resources/modular/modular-parts';

/** 分配编织线: the woven lines of a modular, one of them its default (`/wms/modular-auth/woven/{modularId}`). */
export default function ModularAuthWovenPage() {
  return (
    <ModularPartsPage
      kind="woven"
      parts={wovenParts}
      calls={modularApi.authWoven}
      bodyKey="wovenId"
      change={modularApi.changeWovenStatus}
    />
  );
}
