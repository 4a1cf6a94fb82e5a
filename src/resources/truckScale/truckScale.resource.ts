import { largeScreenApi } from '@/api/modules/wms/large-screen';
import { truckScaleApi } from '@/api/modules/wms/truck-scale';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { loadConnectBoxes } from '../platformScale/platformScale.resource';
import { loadWeightInstruments } from '../weightInstrument/weightInstrument.resource';
import { catalogueTail, idField, modelFields } from '../wms-common/catalogue-fields';

const loadLargeScreens = () => largeScreenApi.options();

/**
 * Truck scales: Max and e in kg, deck in m, sections and an even 4–16 cells, deck type and
 * foundation, and the default junction box, indicator and large screen.
 */
export const truckScaleResource = defineResource({
  key: 'truckScale',
  api: truckScaleApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:TruckScale',
  export: true,
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
    { name: 'length', kind: 'number', unit: 'm', form: { min: 0.1 } },
    { name: 'width', kind: 'number', unit: 'm', form: { min: 0.1 } },
    { name: 'sections', kind: 'number', form: { min: 1, max: 6 } },
    { name: 'cellCount', kind: 'number', form: { min: 4, max: 16 } },
    { name: 'deadLoad', kind: 'number', unit: 'kg', form: { min: 0 }, list: { hidden: true } },
    { name: 'deckType', kind: 'dict', dict: wmsDict('wms_truck_deck'), search: true },
    { name: 'deckThickness', kind: 'number', unit: 'mm', form: { min: 1 }, list: { hidden: true } },
    { name: 'foundation', kind: 'dict', dict: wmsDict('wms_truck_foundation') },
    { name: 'limiterCount', kind: 'number', form: { min: 0 }, list: { hidden: true } },
    { name: 'connectBoxId', kind: 'select', options: loadConnectBoxes, list: false },
    { name: 'connectBoxModel', form: false, list: { nowrap: true } },
    { name: 'instrumentId', kind: 'select', options: loadWeightInstruments, list: false },
    { name: 'instrumentModel', form: false, list: { nowrap: true } },
    { name: 'largeScreenId', kind: 'select', options: loadLargeScreens, list: false },
    { name: 'largeScreenModel', form: false, list: { nowrap: true } },
    ...catalogueTail,
  ],
});
