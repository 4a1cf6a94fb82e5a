import { fileApi, fileClassApi, type StoredFile } from '@/api/modules/system/file';
import type { Id } from '@/api/types';
import { defineResource } from '@/components/crud/define-resource';
import { fileSize } from '@/utils/number';

const loadClassOptions = () => fileClassApi.options();

/**
 * Stored files (文件管理) of one class: listed, renamed or moved (PUT files), deleted through the
 * class's paths (`idPar` one, `idsPar` several); uploads go through the page's upload button.
 */
export function filesResourceFor(clsKey: string) {
  const known = byClass.get(clsKey);
  if (known) return known;
  const resource = classResource(clsKey);
  byClass.set(clsKey, resource);
  return resource;
}

/** One resource per class: its API module is what a prefetch of the class's files is keyed by. */
const byClass = new Map<string, ReturnType<typeof classResource>>();

function classResource(clsKey: string) {
  return defineResource({
    key: 'files',
    api: {
      page: fileApi.page,
      get: fileApi.get,
      update: fileApi.update,
      remove: (fileId: Id) => fileApi.removeByIdPar(clsKey, fileId),
      removeBatch: (fileIds: readonly Id[]) => fileApi.removeByIdsPar(clsKey, fileIds),
    },
    idKey: 'fileId',
    nameField: 'name',
    permission: 'system:files',
    fields: [
      { name: 'fileId', form: false, list: { width: 90 } },
      { name: 'name', search: true, required: true, form: { maxLength: 200, span: 24 }, list: { ellipsis: true } },
      { name: 'clsId', kind: 'select', options: loadClassOptions, required: true, list: false, form: { span: 24 } },
      { name: 'ext', form: false, list: { width: 90 } },
      { name: 'size', form: false, list: { width: 110, render: (size: StoredFile['size']) => fileSize(size) } },
      { name: 'key', form: false, list: { ellipsis: true, hidden: true } },
      { name: 'createBy', form: false, list: { width: 110 } },
      { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170 } },
      { name: 'remark', kind: 'textarea', list: false, form: { maxLength: 500, span: 24 } },
    ],
  });
}
