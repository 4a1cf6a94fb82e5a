import { totalModelApi } from '@/api/modules/wms/total-model';
import { defineResource } from '@/components/crud/define-resource';

/**
 * Total models (总型号): the catalogue numbers of complete configured systems, `ZX-yyyy-NNNN` with
 * a §5.2 code each (both unique; the server checks the code against the scheme). The configurator
 * adds one whenever it saves a configuration no total model has yet.
 */
export const totalmodelResource = defineResource({
  key: 'totalmodel',
  api: totalModelApi,
  idKey: 'id',
  nameField: 'no',
  permission: 'wms:totalmodel',
  import: true,
  formWidth: 680,
  fields: [
    {
      name: 'no',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 32 },
      list: { width: 130, nowrap: true },
    },
    {
      name: 'modelCode',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 64, span: 24 },
      list: { width: 280, nowrap: true },
    },
    { name: 'name', search: true, required: true, form: { maxLength: 100, span: 24 }, list: { ellipsis: true } },
    { name: 'applicationType', kind: 'dict', dict: 'wms:wms_application_type', search: true, list: { width: 100 } },
    { name: 'maxCapacity', kind: 'number', unit: 'kg', form: { min: 0 }, list: { width: 120 } },
    { name: 'cellCount', kind: 'number', form: { min: 1, max: 99 }, list: { width: 80 } },
    { name: 'sensorModel', form: false, list: { width: 140, nowrap: true } },
    { name: 'modularModelNo', form: false, list: { width: 140, nowrap: true, hidden: true } },
    { name: 'indicatorCode', form: { maxLength: 6 }, list: { width: 90, nowrap: true } },
    { name: 'options', form: { maxLength: 10 }, list: { width: 90, nowrap: true } },
    { name: 'revision', form: { maxLength: 1 }, list: { width: 80 } },
    { name: 'status', kind: 'status', search: true, defaultValue: '0', list: { width: 90 } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createTime', kind: 'datetime', search: true, form: false, list: { width: 170, hidden: true } },
  ],
});
