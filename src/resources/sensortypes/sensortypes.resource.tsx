import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, imageField } from '../wms-common/catalogue-fields';

/** Load-cell types: a 1–4 letter code, names, load direction, typical range and a picture. */
export const sensorTypesResource = defineResource({
  key: 'sensortypes',
  api: sensorTypeApi,
  idKey: 'id',
  nameField: 'code',
  permission: 'wms:sensortypes',
  import: true,
  fields: [
    idField,
    imageField,
    {
      name: 'code',
      search: true,
      required: true,
      unique: true,
      rules: [{ pattern: /^[A-Z]{1,4}$/, message: <I18nText k="sensortypes:validation.code" /> }],
      form: { maxLength: 4 },
      list: { nowrap: true },
    },
    { name: 'nameZh', search: true, required: true, form: { maxLength: 50 } },
    { name: 'nameEn', form: { maxLength: 50 } },
    { name: 'loadDirection', kind: 'dict', dict: wmsDict('wms_load_direction'), search: true },
    { name: 'capMin', kind: 'number', unit: 'kg', form: { min: 0 } },
    { name: 'capMax', kind: 'number', unit: 'kg', form: { min: 0 } },
    { name: 'typicalUse', form: { maxLength: 200, span: 24 }, list: { ellipsis: true } },
    ...catalogueTail,
  ],
});
