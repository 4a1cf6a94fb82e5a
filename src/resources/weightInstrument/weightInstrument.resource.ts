import { weightInstrumentApi, type WeightInstrument } from '@/api/modules/wms/weight-instrument';
import { defineResource, type CrudField } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** Enabled weight instruments as options (`GET wms/WeightInstrument/options`), for the forms that name one. */
export const loadWeightInstruments = () => weightInstrumentApi.options();

/** What an indicator is, after its model and name: class, n_ind, excitation, signal, cells, interfaces. */
export const indicatorFields: CrudField<WeightInstrument>[] = [
  ...modelFields,
  { name: 'shortCode', form: { maxLength: 8 }, list: { nowrap: true } },
  { name: 'accuracyClass', kind: 'dict', dict: wmsDict('wms_indicator_class'), search: true },
  { name: 'nind', kind: 'number', form: { min: 100 } },
  { name: 'uExc', kind: 'number', unit: 'V', form: { min: 0 } },
  { name: 'duMin', kind: 'number', unit: 'µV/e', form: { min: 0 } },
  { name: 'maxCells', kind: 'number', form: { min: 1 } },
  { name: 'signalType', kind: 'dict', dict: wmsDict('wms_indicator_signal'), search: true },
  { name: 'adcBits', kind: 'number', unit: 'bit', form: { min: 1 }, list: { hidden: true } },
  { name: 'sampleRate', kind: 'number', unit: 'Hz', form: { min: 1 }, list: { hidden: true } },
  { name: 'interfaces', kind: 'dict', dict: wmsDict('wms_indicator_interface'), multiple: true, form: { span: 24 } },
  { name: 'largeScreenOut', kind: 'switch', list: { hidden: true } },
  { name: 'power', form: { maxLength: 30 }, list: { nowrap: true, hidden: true } },
  priceField,
  ...catalogueTail,
];

/** Weight instruments: the indicators the selection checks read (n_ind, U_exc, Δu_min, cells). */
export const weightInstrumentResource = defineResource({
  key: 'weightInstrument',
  api: weightInstrumentApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:WeightInstrument',
  import: true,
  formWidth: 720,
  fields: [idField, ...indicatorFields],
});
