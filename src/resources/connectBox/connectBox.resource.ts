import { connectBoxApi } from '@/api/modules/wms/connect-box';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** Junction boxes: analog summing or digital, 2–12 channels, trimming, housing and protection. */
export const connectBoxResource = defineResource({
  key: 'connectBox',
  api: connectBoxApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:ConnectBox',
  import: true,
  formWidth: 720,
  fields: [
    idField,
    ...modelFields,
    { name: 'kind', kind: 'dict', dict: wmsDict('wms_box_kind'), search: true },
    { name: 'channels', kind: 'number', required: true, form: { min: 2, max: 12 } },
    { name: 'trimMethod', kind: 'dict', dict: wmsDict('wms_trim_method') },
    { name: 'housing', kind: 'dict', dict: wmsDict('wms_box_housing'), search: true },
    { name: 'ipRating', kind: 'dict', dict: wmsDict('wms_ip_rating') },
    { name: 'surgeProtection', kind: 'switch' },
    { name: 'wires', kind: 'number', form: { min: 4, max: 6 } },
    priceField,
    ...catalogueTail,
  ],
});
