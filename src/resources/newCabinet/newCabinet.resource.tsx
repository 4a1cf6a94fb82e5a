import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { newCabinetApi } from '@/api/modules/wms/new-cabinet';
import { cabinetFields } from '../instrumentCabinet/instrumentCabinet.resource';
import { idField } from '../wms-common/catalogue-fields';

/** New-generation cabinets: a cabinet with a serial number `YBG-yyyy-nnn`. */
export const newCabinetResource = defineResource({
  key: 'newCabinet',
  api: newCabinetApi,
  idKey: 'id',
  nameField: 'no',
  permission: 'wms:NewCabinet',
  import: true,
  formWidth: 720,
  fields: [
    idField,
    {
      name: 'no',
      search: true,
      required: true,
      unique: true,
      rules: [{ pattern: /^YBG-\d{4}-\d{3}$/, message: <I18nText k="newCabinet:validation.no" /> }],
      form: { maxLength: 32 },
      list: { nowrap: true },
    },
    ...cabinetFields,
  ],
});
