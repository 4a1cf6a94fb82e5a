import { newMeterApi } from '@/api/modules/wms/new-meter';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { wmsDict } from '@/components/list';
import { indicatorFields, loadWeightInstruments } from '../weightInstrument/weightInstrument.resource';
import { idField } from '../wms-common/catalogue-fields';

/** New-generation meters: an indicator with a serial number, a category and a release date. */
export const newMeterResource = defineResource({
  key: 'newMeter',
  api: newMeterApi,
  idKey: 'id',
  nameField: 'no',
  permission: 'wms:NewMeter',
  import: true,
  formWidth: 720,
  fields: [
    idField,
    {
      name: 'no',
      search: true,
      required: true,
      unique: true,
      rules: [{ pattern: /^YB-\d{4}-\d{4}$/, message: <I18nText k="newMeter:validation.no" /> }],
      form: { maxLength: 32 },
      list: { nowrap: true },
    },
    { name: 'category', kind: 'dict', dict: wmsDict('wms_meter_category'), required: true, search: true },
    { name: 'releaseDate', kind: 'date', list: { width: 120 } },
    { name: 'successorOf', kind: 'select', options: loadWeightInstruments, list: { hidden: true } },
    ...indicatorFields,
  ],
});
