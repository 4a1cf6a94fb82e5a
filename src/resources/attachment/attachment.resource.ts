import type { ModuleAttachment, ModuleAttachmentQuery } from '@/api/modules/wms/gyc-ptfj';
import { defineResource, type CrudApi } from '@/components/crud/define-resource';
import { catalogueTail, idField } from '../wms-common/catalogue-fields';

/**
 * Module attachments, the one shape of `gyc/ptfj` and `gyc/tyfj`: name, model, drawing
 * number, material code, material and range are required (spec §5); the material code is the ERP
 * key, unique within its list.
 */
export function attachmentResource(key: 'ptfj' | 'tyfj', api: CrudApi<ModuleAttachment, ModuleAttachmentQuery>) {
  return defineResource({
    key,
    api,
    idKey: 'id',
    nameField: 'code',
    permission: `wms:${key}`,
    import: true,
    export: true,
    fields: [
      idField,
      { name: 'name', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true } },
      { name: 'mdl', search: true, required: true, form: { maxLength: 64 }, list: { nowrap: true } },
      { name: 'draw', required: true, form: { maxLength: 64 }, list: { nowrap: true } },
      {
        name: 'code',
        search: true,
        required: true,
        unique: true,
        form: { maxLength: 32 },
        list: { nowrap: true },
      },
      { name: 'texture', search: true, required: true, form: { maxLength: 50 } },
      { name: 'range', required: true, form: { maxLength: 30 }, list: { nowrap: true } },
      ...catalogueTail,
    ],
  });
}
