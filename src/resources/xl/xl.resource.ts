import { xlApi } from '@/api/modules/wms/xl';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** Cables (`xl`, read as cable): cores × section, shielding, length per unit sold and what it is for. */
export const xlResource = defineResource({
  key: 'xl',
  api: xlApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:xl',
  import: true,
  fields: [
    idField,
    ...modelFields,
    { name: 'cores', kind: 'number', form: { min: 1 } },
    { name: 'section', kind: 'number', unit: 'mm²', form: { min: 0 } },
    { name: 'shielded', kind: 'switch' },
    { name: 'length', kind: 'number', unit: 'm', form: { min: 0.1 } },
    { name: 'usage', kind: 'dict', dict: wmsDict('wms_cable_usage'), search: true },
    priceField,
    ...catalogueTail,
  ],
});
