import { largeScreenApi } from '@/api/modules/wms/large-screen';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** Large screens: the LED remote display beside a truck scale; digits, character height, link. */
export const largeScreenResource = defineResource({
  key: 'largeScreen',
  api: largeScreenApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:LargeScreen',
  import: true,
  export: true,
  fields: [
    idField,
    ...modelFields,
    { name: 'digits', kind: 'number', form: { min: 1, max: 12 } },
    { name: 'charHeight', kind: 'number', unit: 'inch', form: { min: 1 } },
    { name: 'colour', kind: 'dict', dict: wmsDict('wms_screen_colour'), search: true },
    { name: 'interface', kind: 'dict', dict: wmsDict('wms_screen_interface'), search: true },
    { name: 'viewingDistance', kind: 'number', unit: 'm', form: { min: 1 } },
    { name: 'ipRating', kind: 'dict', dict: wmsDict('wms_ip_rating') },
    { name: 'power', form: { maxLength: 30 }, list: { nowrap: true } },
    priceField,
    ...catalogueTail,
  ],
});
