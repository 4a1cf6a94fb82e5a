import { stabilizerApi } from '@/api/modules/wms/stabilizer';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, imageField, modelFields } from '../wms-common/catalogue-fields';

/** Stabilizers: stay rods and anti-lift devices; thread, adjustable length, side force they take. */
export const stabilizerResource = defineResource({
  key: 'stabilizer',
  api: stabilizerApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:stabilizer',
  import: true,
  fields: [
    idField,
    imageField,
    ...modelFields,
    { name: 'kind', kind: 'dict', dict: wmsDict('wms_stabilizer_kind'), search: true },
    { name: 'thread', form: { maxLength: 10 }, list: { nowrap: true } },
    { name: 'lengthMin', kind: 'number', unit: 'mm', form: { min: 0 } },
    { name: 'lengthMax', kind: 'number', unit: 'mm', form: { min: 0 } },
    { name: 'maxHorizontalForce', kind: 'number', unit: 'kN', form: { min: 0.01 } },
    {
      name: 'capMin',
      kind: 'number',
      unit: 'kg',
      search: { kind: 'numberRange', param: 'capacity', label: 'search.capacity' },
      form: { min: 0 },
    },
    { name: 'capMax', kind: 'number', unit: 'kg', form: { min: 0 } },
    ...catalogueTail,
  ],
});
