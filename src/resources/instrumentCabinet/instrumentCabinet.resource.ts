import { instrumentCabinetApi, type InstrumentCabinet } from '@/api/modules/wms/instrument-cabinet';
import { defineResource, type CrudField } from '@/components/crud/define-resource';
import { wmsDict } from '@/components/list';
import { catalogueTail, idField, modelFields, priceField } from '../wms-common/catalogue-fields';

/** What a cabinet is, after its model and name: size, mount, material, protection, slots and equipment. */
export const cabinetFields: CrudField<InstrumentCabinet>[] = [
  ...modelFields,
  { name: 'height', kind: 'number', unit: 'mm', form: { min: 1 } },
  { name: 'width', kind: 'number', unit: 'mm', form: { min: 1 } },
  { name: 'depth', kind: 'number', unit: 'mm', form: { min: 1 } },
  { name: 'mount', kind: 'dict', dict: wmsDict('wms_cabinet_mount'), search: true },
  { name: 'material', kind: 'dict', dict: wmsDict('wms_cabinet_material'), search: true },
  { name: 'ipRating', kind: 'dict', dict: wmsDict('wms_ip_rating') },
  { name: 'slots', kind: 'number', form: { min: 1 } },
  { name: 'includes', kind: 'dict', dict: wmsDict('wms_cabinet_equipment'), multiple: true, form: { span: 24 } },
  { name: 'power', form: { maxLength: 30 }, list: { nowrap: true } },
  priceField,
  ...catalogueTail,
];

/** Instrument cabinets: the enclosure for indicators, power supply, surge protection, PLC, printer. */
export const instrumentCabinetResource = defineResource({
  key: 'instrumentCabinet',
  api: instrumentCabinetApi,
  idKey: 'id',
  nameField: 'model',
  permission: 'wms:InstrumentCabinet',
  import: true,
  formWidth: 720,
  fields: [idField, ...cabinetFields],
});
