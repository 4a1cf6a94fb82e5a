import { connectBoxApi } from '@/api/modules/wms/connect-box';
import { platformScaleApi } from '@/api/modules/wms/platform-scale';
import { standBarApi } from '@/api/modules/wms/stand-bar';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { loadWeightInstruments } from '../weightInstrument/weightInstrument.resource';
import { catalogueTail, idField, modelFields } from '../wms-common/catalogue-fields';

export const loadConnectBoxes = () => connectBoxApi.options();
const loadStandBars = () => standBarApi.options();

/**
 * Platform scales: Max and e in kg (the mock checks e = 1, 2, 5 × 10ⁿ and n = Max / e within
 * the class), deck size, cells, finish and the default junction box, indicator and stand.
 */
export const platformScaleResource = defineResource({
  key: 'platformScale',
  api: platformScaleApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:PlatformScale',
  import: true,
  formWidth: 720,
  fields: [
    idField,
    ...modelFields,
    {
      name: 'maxCapacity',
      kind: 'number',
      unit: 'kg',
      required: true,
      search: { kind: 'numberRange' },
      form: { min: 0.001 },
    },
    { name: 'division', kind: 'number', unit: 'kg', required: true, form: { min: 0.0001 } },
    { name: 'accuracyClass', kind: 'dict', dict: wmsDict('wms_instrument_class'), search: true },
    { name: 'length', kind: 'number', unit: 'mm', form: { min: 1 } },
    { name: 'width', kind: 'number', unit: 'mm', form: { min: 1 } },
    { name: 'height', kind: 'number', unit: 'mm', form: { min: 1 }, list: { hidden: true } },
    { name: 'cellCount', kind: 'number', form: { min: 4, max: 6 } },
    { name: 'deadLoad', kind: 'number', unit: 'kg', form: { min: 0 }, list: { hidden: true } },
    { name: 'finish', kind: 'dict', dict: wmsDict('wms_platform_finish') },
    { name: 'connectBoxId', kind: 'select', options: loadConnectBoxes, list: false },
    { name: 'connectBoxModel', form: false, list: { nowrap: true } },
    { name: 'instrumentId', kind: 'select', options: loadWeightInstruments, list: false },
    { name: 'instrumentModel', form: false, list: { nowrap: true } },
    { name: 'standBarId', kind: 'select', options: loadStandBars, list: false },
    { name: 'standBarModel', form: false, list: { nowrap: true } },
    ...catalogueTail,
  ],
});
