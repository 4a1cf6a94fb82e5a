import { specimenOutApi } from '@/api/modules/wms/specimen-out';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { loadSpecimens, SpecimenStockHint, STOCK_REFUSAL } from '../specimen/specimen-stock';
import { createTimeField, idField, remarkField } from '../wms-common/catalogue-fields';

/**
 * Sample issues: which sample, how many (no more than its stock; the server refuses more
 * and its message shows beside the quantity), to whom and why, when it goes and should come back.
 */
export const specimenOutResource = defineResource({
  key: 'specimenOut',
  api: specimenOutApi,
  idKey: 'id',
  nameField: 'outNo',
  permission: 'wms:SpecimenOut',
  import: true,
  export: true,
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
    { name: 'outNo', search: true, required: true, unique: true, form: { maxLength: 32 }, list: { nowrap: true } },
    { name: 'sampleNo', form: false, list: { nowrap: true } },
    { name: 'specimenName', form: false, list: { ellipsis: true } },
    {
      name: 'quantity',
      kind: 'number',
      required: true,
      refusal: STOCK_REFUSAL,
      form: { min: 1, extra: <SpecimenStockHint ns="specimenOut" /> },
    },
    { name: 'recipient', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true } },
    { name: 'purpose', kind: 'dict', dict: wmsDict('wms_out_purpose'), search: true },
    { name: 'outDate', kind: 'date', search: true, list: { width: 120 } },
    { name: 'expectedReturn', kind: 'date', list: { width: 120 } },
    { name: 'approver', form: { maxLength: 30 } },
    { name: 'state', kind: 'dict', dict: wmsDict('wms_out_state'), search: true, defaultValue: 'PENDING' },
    remarkField,
    { ...createTimeField, list: { width: 170, hidden: true } },
  ],
});
