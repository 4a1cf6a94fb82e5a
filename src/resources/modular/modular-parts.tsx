import type { Allocated } from '@/api/modules/wms/modular';
import type { OverPlate } from '@/api/modules/wms/overplate';
import type { Sensor } from '@/api/modules/wms/sensor';
import type { Stabilizer } from '@/api/modules/wms/stabilizer';
import type { Woven } from '@/api/modules/wms/woven';
import type { Status } from '@/api/types';
import { defineList, type CrudField, type ListSpec } from '@/components/crud/define-resource';
import { overplateResource } from '../overplate/overplate.resource';
import { sensorResource } from '../sensor/sensor.resource';
import { stabilizerResource } from '../stabilizer/stabilizer.resource';
import { wovenResource } from '../woven/woven.resource';
import { DefaultFlag } from './default-flag';

/*
 * The lists of the modular's assignment pages: each kind's own declaration, narrowed to the columns
 * and searches that tell its items apart; the assigned list adds the per-modular default flag.
 * Labels stay in the kind's namespace (`sensor:fields.…`).
 */

/** One kind's lists: the items, and the columns only the assigned list has. */
export interface ModularParts<T> {
  items: ListSpec<T>;
  allocatedFields: readonly CrudField<T>[];
}

/** The fields of a declaration with these names, in this order. */
function pick<T>(fields: readonly CrudField<T>[], names: readonly (keyof T & string)[]): CrudField<T>[] {
  return names.flatMap((name) => fields.filter((f) => f.name === name));
}

/** The assigned list's mark on the modular's default of the kind. */
const defaultField: CrudField<{ defaultStatus?: Status }> = {
  name: 'defaultStatus',
  form: false,
  list: { width: 100, render: (flag) => <DefaultFlag flag={flag} /> },
};

export const sensorParts: ModularParts<Allocated<Sensor>> = {
  allocatedFields: [defaultField],
  items: defineList<Allocated<Sensor>>({
    key: sensorResource.key,
    idKey: 'id',
    nameField: 'model',
    fields: [
      ...pick(sensorResource.fields, [
        'model',
        'name',
        'sensorTypeId',
        'sensorTypeName',
        'signalType',
        'emax',
        'accuracyClass',
        'status',
      ]),
    ],
  }),
};

export const wovenParts: ModularParts<Allocated<Woven>> = {
  allocatedFields: [defaultField],
  items: defineList<Allocated<Woven>>({
    key: wovenResource.key,
    idKey: 'id',
    nameField: 'model',
    fields: [
      ...pick(wovenResource.fields, [
        'model',
        'name',
        'material',
        'crossSection',
        'length',
        'capMin',
        'capMax',
        'status',
      ]),
    ],
  }),
};

export const stabilizerParts: ModularParts<Allocated<Stabilizer>> = {
  allocatedFields: [defaultField],
  items: defineList<Allocated<Stabilizer>>({
    key: stabilizerResource.key,
    idKey: 'id',
    nameField: 'model',
    fields: [
      ...pick(stabilizerResource.fields, ['model', 'name', 'kind', 'maxHorizontalForce', 'capMin', 'capMax', 'status']),
    ],
  }),
};

export const overPlateParts: ModularParts<Allocated<OverPlate>> = {
  allocatedFields: [defaultField],
  items: defineList<Allocated<OverPlate>>({
    key: overplateResource.key,
    idKey: 'id',
    nameField: 'model',
    fields: [
      ...pick(overplateResource.fields, [
        'model',
        'name',
        'material',
        'thickness',
        'holePattern',
        'capMin',
        'capMax',
        'status',
      ]),
    ],
  }),
};
