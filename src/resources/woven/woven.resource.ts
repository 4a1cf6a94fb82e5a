import { wovenApi } from '@/api/modules/wms/woven';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, imageField, modelFields } from '../wms-common/catalogue-fields';

/** Woven lines: braided earthing straps; section, length, lug hole and the capacities they suit. */
export const wovenResource = defineResource({
  key: 'woven',
  api: wovenApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:woven',
  import: true,
  fields: [
    idField,
    imageField,
    ...modelFields,
    { name: 'material', kind: 'dict', dict: wmsDict('wms_woven_material'), search: true },
    { name: 'crossSection', kind: 'number', unit: 'mm²', form: { min: 6, max: 50 } },
    { name: 'length', kind: 'number', unit: 'mm', form: { min: 100, max: 2000 } },
    { name: 'lugHole', form: { maxLength: 10 }, list: { nowrap: true } },
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
