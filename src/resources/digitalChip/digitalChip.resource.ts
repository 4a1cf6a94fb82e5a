import { digitalChipApi } from '@/api/modules/wms/digital-chip';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** Digital chips: the A/D board that makes an analog load cell an addressable bus device. */
export const digitalChipResource = defineResource({
  key: 'digitalChip',
  api: digitalChipApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:DigitalChip',
  import: true,
  export: true,
  fields: [
    idField,
    ...modelFields,
    { name: 'adcBits', kind: 'number', unit: 'bit', form: { min: 8, max: 32 } },
    { name: 'sampleRate', kind: 'number', unit: 'Hz', form: { min: 1 } },
    { name: 'channels', kind: 'number', form: { min: 1, max: 8 } },
    { name: 'interface', kind: 'dict', dict: wmsDict('wms_chip_interface'), search: true },
    { name: 'protocol', kind: 'dict', dict: wmsDict('wms_chip_protocol') },
    { name: 'addrRange', form: { maxLength: 20 }, list: { nowrap: true } },
    { name: 'excitation', kind: 'number', unit: 'V', form: { min: 0 } },
    priceField,
    ...catalogueTail,
  ],
});
