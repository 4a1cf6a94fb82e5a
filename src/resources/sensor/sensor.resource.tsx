import { sensorApi } from '@/api/modules/wms/sensor';
import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, imageField, modelFields } from '../wms-common/catalogue-fields';
import { SensorTypeSelect } from './sensor-type-select';

const loadSensorTypes = () => sensorTypeApi.options(0);

/**
 * Load cells: type, signal, Emax (kg), OIML R60 class, n_LC and Y, rated output (mV/V),
 * input resistance (Ω, analog cells), material, protection and cable.
 */
export const sensorResource = defineResource({
  key: 'sensor',
  api: sensorApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:sensor',
  import: true,
  formWidth: 720,
  fields: [
    idField,
    imageField,
    ...modelFields,
    {
      name: 'sensorTypeId',
      kind: 'select',
      options: loadSensorTypes,
      required: true,
      search: true,
      list: false,
      form: { input: () => <SensorTypeSelect /> },
    },
    { name: 'sensorTypeName', form: false, list: { nowrap: true } },
    { name: 'signalType', kind: 'dict', dict: wmsDict('wms_signal_type'), search: true },
    { name: 'loadDirection', kind: 'dict', dict: wmsDict('wms_load_direction') },
    {
      name: 'emax',
      kind: 'number',
      unit: 'kg',
      required: true,
      search: { kind: 'numberRange' },
      form: { min: 0.001 },
    },
    { name: 'accuracyClass', kind: 'dict', dict: wmsDict('wms_accuracy_class'), search: true },
    { name: 'nLC', kind: 'number', form: { min: 1 } },
    { name: 'y', kind: 'number', form: { min: 1 }, list: { hidden: true } },
    { name: 'ratedOutput', kind: 'number', unit: 'mV/V', form: { min: 0 } },
    { name: 'inputResistance', kind: 'number', unit: 'Ω', form: { min: 0 } },
    { name: 'material', kind: 'dict', dict: wmsDict('wms_sensor_material') },
    { name: 'ipRating', kind: 'dict', dict: wmsDict('wms_ip_rating') },
    { name: 'cableLength', kind: 'number', unit: 'm', form: { min: 0 }, list: { hidden: true } },
    ...catalogueTail,
  ],
});
