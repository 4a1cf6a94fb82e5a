import { standBarApi } from '@/api/modules/wms/stand-bar';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** Indicator stands: the pole on a platform-scale frame; height and the platform sides it fits. */
export const standBarResource = defineResource({
  key: 'standBar',
  api: standBarApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:StandBar',
  import: true,
  fields: [
    idField,
    ...modelFields,
    { name: 'height', kind: 'number', unit: 'mm', form: { min: 300, max: 1500 } },
    { name: 'material', kind: 'dict', dict: wmsDict('wms_standbar_material') },
    { name: 'mount', kind: 'dict', dict: wmsDict('wms_standbar_mount'), search: true },
    { name: 'minSide', kind: 'number', unit: 'mm', form: { min: 0 } },
    { name: 'maxSide', kind: 'number', unit: 'mm', form: { min: 0 } },
    priceField,
    ...catalogueTail,
  ],
});
