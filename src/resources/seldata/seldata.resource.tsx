import { selDataApi } from '@/api/modules/wms/seldata';
import { defineResource } from '@/components/crud/define-resource';
import { VerdictTag } from '@/features/configurator/verdict';

/**
 * Selection data (选型数据), the list side: new selections come from the configurator wizard (so
 * the list has no add dialog); editing touches only who it is for and where it stands, never the
 * configuration its stored checks were computed for.
 */
const { create: _create, ...listApi } = selDataApi;

export const seldataResource = defineResource({
  key: 'seldata',
  api: listApi,
  idKey: 'id',
  nameField: 'selectionNo',
  permission: 'wms:seldata',
  import: true,
  formWidth: 640,
  fields: [
    { name: 'selectionNo', search: true, form: false, list: { width: 150, nowrap: true, fixed: 'left' } },
    { name: 'customer', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true, width: 150 } },
    { name: 'project', form: { maxLength: 100 }, list: { ellipsis: true, width: 130 } },
    {
      name: 'applicationType',
      kind: 'dict',
      dict: 'wms:wms_application_type',
      search: true,
      form: false,
      list: { width: 100 },
    },
    { name: 'maxCapacity', kind: 'number', unit: 'kg', form: false, list: { width: 120 } },
    { name: 'division', kind: 'number', unit: 'kg', form: false, list: { width: 90 } },
    { name: 'accuracyClass', form: false, list: { width: 80 } },
    { name: 'cellCount', kind: 'number', form: false, list: { width: 80 } },
    { name: 'sensorModel', form: false, list: { width: 140, nowrap: true } },
    { name: 'meterModel', form: false, list: { width: 130, nowrap: true, hidden: true } },
    {
      name: 'recommended',
      kind: 'custom',
      form: false,
      list: {
        width: 150,
        render: (_, selection) => (
          <VerdictTag verdict={{ legal: selection.legal, recommended: selection.recommended }} />
        ),
      },
    },
    { name: 'totalModelNo', search: true, form: false, list: { width: 260, nowrap: true } },
    { name: 'totalNo', form: false, list: { width: 120, nowrap: true, hidden: true } },
    { name: 'quantity', kind: 'number', required: true, defaultValue: 1, form: { min: 1 }, list: { width: 80 } },
    {
      name: 'state',
      kind: 'dict',
      dict: 'wms:wms_selection_state',
      search: true,
      required: true,
      list: { width: 100 },
    },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createBy', form: false, list: { width: 100, hidden: true } },
    { name: 'createTime', kind: 'datetime', search: true, form: false, list: { width: 170 } },
  ],
});
