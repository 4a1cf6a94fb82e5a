import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Allocated, DefaultChange } from '@/api/modules/wms/modular';
import type { PageQuery } from '@/api/types';
import { AllocationList, bindAllocation, type OwnerAllocationCalls } from '@/components/crud';
import type { ModularParts } from '@/resources/modular/modular-parts';
import { ModularHeader } from './modular-header';
import type { PartKind } from './parts';
import { SetDefaultButton } from './set-default-button';

export interface ModularPartsPageProps<T extends Allocated<{ id?: number; model?: string }>, Q extends PageQuery> {
  kind: PartKind;
  parts: ModularParts<T>;
  /** `modularApi.auth{Kind}`. */
  calls: OwnerAllocationCalls<T, Q>;
  /** The item's key in the `cancel` body (`sensorId`, …). */
  bodyKey: string;
  /** `modularApi.change{Kind}Status`. */
  change: (change: DefaultChange) => Promise<void>;
}

/**
 * One kind of part of a modular (`/wms/modular-auth/{kind}/{modularId}`): the assigned items with
 * the default marked; assign, cancel one or the selected, and make another item the default.
 */
export function ModularPartsPage<T extends Allocated<{ id?: number; model?: string }>, Q extends PageQuery>({
  kind,
  parts,
  calls,
  bodyKey,
  change,
}: ModularPartsPageProps<T, Q>) {
  const { t } = useTranslation('modular');
  const { modularId = '' } = useParams();
  const { api, ownerQuery } = useMemo(
    () => bindAllocation<T, Q>(calls, 'modularId', modularId, 'id', bodyKey),
    [calls, modularId, bodyKey],
  );
  return (
    <AllocationList
      items={parts.items}
      allocatedFields={parts.allocatedFields}
      api={api}
      ownerQuery={ownerQuery}
      header={<ModularHeader modularId={modularId} title={t(`auth.${kind}`)} />}
      rowActions={(item, rows) => (
        <SetDefaultButton modularId={Number(modularId)} item={item} change={change} rows={rows} />
      )}
    />
  );
}
