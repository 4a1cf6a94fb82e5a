import { modularApi } from '@/api/modules/wms/modular';
import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { wmsDict } from '@/components/list';
import { SensorTypeSelect } from '../sensor/sensor-type-select';
import { createTimeSearchField, idField, remarkField, statusField } from '../wms-common/catalogue-fields';
import { ModularPartsCell } from './parts-cell';

const loadSensorTypes = () => sensorTypeApi.options(0);
const help = (field: string) => <I18nText k={`modular:help.${field}`} />;

/**
 * Weigh modules (称重模块): model number, load mode, capacity and class, sensor type, material and
 * mounting data; per kind of part (load cells, woven lines, stabilizers, over-plates) how many are
 * assigned and which is the default. The parts are assigned on the modular's assignment pages.
 */
export const modularResource = defineResource({
  key: 'modular',
  api: modularApi,
  idKey: 'id',
  nameField: 'modelNo',
  permission: 'wms:modular',
  import: true,
  export: true,
  formWidth: 720,
  fields: [
    idField,
    {
      name: 'modelNo',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 64, extra: help('modelNo') },
      list: { nowrap: true },
    },
    { name: 'name', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true } },
    {
      name: 'loadMode',
      kind: 'dict',
      dict: wmsDict('wms_load_mode'),
      search: true,
      required: true,
      defaultValue: 'COMPRESSION',
    },
    {
      name: 'capacity',
      kind: 'number',
      unit: 'kg',
      required: true,
      search: { kind: 'numberRange' },
      form: { min: 0.001 },
    },
    { name: 'accuracyClass', kind: 'dict', dict: wmsDict('wms_accuracy_class') },
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
    { name: 'material', kind: 'dict', dict: wmsDict('wms_modular_material'), search: true },
    { name: 'ipRating', kind: 'dict', dict: wmsDict('wms_ip_rating'), list: { hidden: true } },
    { name: 'selfAligning', kind: 'switch', list: { hidden: true } },
    { name: 'liftOffProtection', kind: 'switch', list: { hidden: true } },
    { name: 'maxLateralForce', kind: 'number', unit: 'kN', form: { min: 0 }, list: { hidden: true } },
    {
      name: 'safeLoad',
      kind: 'number',
      unit: '%',
      form: { min: 120, max: 200, extra: help('safeLoad') },
      list: { hidden: true },
    },
    { name: 'mountingHoles', form: { maxLength: 100 }, list: { nowrap: true, hidden: true } },
    {
      name: 'sensorCount',
      form: false,
      list: { render: (count, m) => <ModularPartsCell count={count} model={m.defaultSensorModel} /> },
    },
    {
      name: 'wovenCount',
      form: false,
      list: { render: (count, m) => <ModularPartsCell count={count} model={m.defaultWovenModel} /> },
    },
    {
      name: 'stabilizerCount',
      form: false,
      list: { render: (count, m) => <ModularPartsCell count={count} model={m.defaultStabilizerModel} /> },
    },
    {
      name: 'overPlateCount',
      form: false,
      list: { render: (count, m) => <ModularPartsCell count={count} model={m.defaultOverPlateModel} /> },
    },
    statusField,
    remarkField,
    createTimeSearchField,
  ],
});
