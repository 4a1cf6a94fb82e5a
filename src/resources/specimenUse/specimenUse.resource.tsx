import { specimenUseApi } from '@/api/modules/wms/specimen-use';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { loadSpecimens, SpecimenStockHint, STOCK_REFUSAL } from '../specimen/specimen-stock';
import { createTimeField, idField, remarkField } from '../wms-common/catalogue-fields';

/**
 * Sample usage: who uses which sample for which project; what it holds comes out of the
 * sample's stock until it is returned (the server refuses more than the stock, shown beside the quantity).
 */
export const specimenUseResource = defineResource({
  key: 'specimenUse',
  api: specimenUseApi,
  idKey: 'id',
  nameField: 'useNo',
  permission: 'wms:SpecimenUse',
  import: true,
  fields: [
    idField,
    {
      name: 'specimenId',
      kind: 'select',
      options: loadSpecimens,
      required: true,
      search: true,
      list: false,
      form: { span: 24 },
    },
    { name: 'useNo', search: true, required: true, unique: true, form: { maxLength: 32 }, list: { nowrap: true } },
    { name: 'sampleNo', form: false, list: { nowrap: true } },
    { name: 'specimenName', form: false, list: { ellipsis: true } },
    {
      name: 'quantity',
      kind: 'number',
      required: true,
      defaultValue: 1,
      refusal: STOCK_REFUSAL,
      form: { min: 1, extra: <SpecimenStockHint ns="specimenUse" /> },
    },
    { name: 'userName', search: true, required: true, form: { maxLength: 30 } },
    { name: 'project', search: true, form: { maxLength: 100 }, list: { ellipsis: true } },
    { name: 'useDate', kind: 'date', search: true, list: { width: 120 } },
    { name: 'returnDate', kind: 'date', list: { width: 120 } },
    { name: 'condition', kind: 'dict', dict: wmsDict('wms_return_condition') },
    remarkField,
    { ...createTimeField, list: { width: 170, hidden: true } },
  ],
});
