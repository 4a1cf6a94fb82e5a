import { specimenApi } from '@/api/modules/wms/specimen';
import { defineResource } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { createTimeSearchField, idField, remarkField } from '../wms-common/catalogue-fields';

/**
 * Samples, the stock in: each with its number, product, serial number, what is in stock now
 * and where it lies. Issues and usage records take from that stock.
 */
export const specimenResource = defineResource({
  key: 'specimen',
  api: specimenApi,
  idKey: 'id',
  nameField: 'sampleNo',
  permission: 'wms:Specimen',
  import: true,
  export: true,
  fields: [
    idField,
    { name: 'sampleNo', search: true, required: true, unique: true, form: { maxLength: 32 }, list: { nowrap: true } },
    { name: 'name', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true } },
    { name: 'productType', kind: 'dict', dict: wmsDict('wms_specimen_product'), search: true },
    { name: 'model', form: { maxLength: 64 }, list: { nowrap: true } },
    { name: 'serialNo', form: { maxLength: 64 }, list: { nowrap: true, hidden: true } },
    { name: 'quantity', kind: 'number', required: true, defaultValue: 1, form: { min: 0 } },
    { name: 'unit', kind: 'dict', dict: wmsDict('wms_specimen_unit') },
    { name: 'location', form: { maxLength: 50 }, list: { nowrap: true } },
    { name: 'state', kind: 'dict', dict: wmsDict('wms_specimen_state'), search: true, defaultValue: 'IN_STOCK' },
    remarkField,
    createTimeSearchField,
  ],
});
