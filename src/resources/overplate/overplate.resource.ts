import { overPlateApi } from '@/api/modules/wms/overplate';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import {
  createTimeSearchField,
  idField,
  imageField,
  modelFields,
  remarkField,
  statusField,
} from '../wms-common/catalogue-fields';

/** Over-plates: the plate under a weigh module; size, hole pattern, steel and load per support. */
export const overplateResource = defineResource({
  key: 'overplate',
  api: overPlateApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:overplate',
  import: true,
  export: true,
  fields: [
    idField,
    imageField,
    ...modelFields,
    { name: 'length', kind: 'number', unit: 'mm', form: { min: 1 } },
    { name: 'width', kind: 'number', unit: 'mm', form: { min: 1 } },
    { name: 'thickness', kind: 'number', unit: 'mm', form: { min: 1 } },
    { name: 'holePattern', form: { maxLength: 100 }, list: { nowrap: true } },
    { name: 'material', kind: 'dict', dict: wmsDict('wms_plate_material'), search: true },
    {
      name: 'capMin',
      kind: 'number',
      unit: 'kg',
      search: { kind: 'numberRange', param: 'capacity', label: 'search.capacity' },
      form: { min: 0 },
    },
    { name: 'capMax', kind: 'number', unit: 'kg', form: { min: 0 } },
    statusField,
    remarkField,
    createTimeSearchField,
  ],
});
