import { dictItemApi, type DictItem } from '@/api/modules/system/dict';
import { wmsDictItemApi } from '@/api/modules/wms/wms-dict';
import { defineResource, type CrudField } from '@/components/crud/define-resource';
import { ListClassName, ListClassPicker, ListClassTag } from './list-class';

/** The fields every dictionary item has (a module dictionary item has no `isDefault`). */
type ItemFields = Omit<DictItem, 'isDefault'>;

const head: CrudField<ItemFields>[] = [
  { name: 'dictCode', form: false, list: { width: 90 } },
  { name: 'dictType', form: { onEdit: 'disabled', onAdd: 'hidden' }, list: false },
  {
    name: 'dictLabel',
    search: true,
    required: true,
    form: { maxLength: 100 },
    list: { render: (label, item) => <ListClassTag label={label ?? ''} listClass={item.listClass} /> },
  },
  { name: 'dictValue', required: true, form: { maxLength: 100 } },
  { name: 'sort', kind: 'number', required: true, defaultValue: 0, form: { min: 0 }, list: { width: 90 } },
  {
    name: 'listClass',
    kind: 'custom',
    defaultValue: 'default',
    form: { input: () => <ListClassPicker />, span: 24 },
    list: { render: (listClass) => <ListClassName listClass={listClass} /> },
  },
];

const tail: CrudField<ItemFields>[] = [
  { name: 'status', kind: 'status', search: true, defaultValue: '0' },
  { name: 'remark', kind: 'textarea', list: { ellipsis: true }, form: { maxLength: 500, span: 24 } },
  { name: 'createTime', kind: 'datetime', form: false, list: { width: 170 } },
];

/** Items of one dictionary (字典数据): label, value and sort required; listClass picks the tag colour. */
export const dictItemResource = defineResource({
  key: 'dictItem',
  api: dictItemApi,
  idKey: 'dictCode',
  nameField: 'dictLabel',
  permission: 'system:dict',
  export: true,
  validBeforeSave: true,
  fields: [...head, { name: 'isDefault', kind: 'radio', dict: 'sys_yes_no', defaultValue: 'N' }, ...tail],
});

/** Items of one module dictionary (`wms/dictitems`, 模块字典数据): the same fields less the form default. */
export const wmsDictItemResource = defineResource({
  key: 'dictItem',
  api: wmsDictItemApi,
  idKey: 'dictCode',
  nameField: 'dictLabel',
  permission: 'wms:dict',
  fields: [...head, ...tail],
});
