import type { Audited, Status } from '@/api/types';
import type { CrudField } from '@/components/crud/define-resource';

/*
 * Fields the warehouse catalogue declarations share, declared once. Each is typed on the smallest
 * record that has it, so it fits every catalogue record; its label still comes from the namespace
 * of the resource that uses it (`<key>:fields.<field>`).
 */

interface Identified {
  id?: number;
}

interface Modelled {
  model?: string;
  name?: string;
}

interface Catalogued extends Audited {
  status?: Status;
}

/** The record id: not edited, hidden in the list until the column chooser shows it. */
export const idField: CrudField<Identified> = { name: 'id', form: false, list: { width: 80, hidden: true } };

/** Model (unique, kept on one line) and name, both required and searchable. */
export const modelFields: CrudField<Modelled>[] = [
  { name: 'model', search: true, required: true, unique: true, form: { maxLength: 64 }, list: { nowrap: true } },
  { name: 'name', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true } },
];

/**
 * The product picture (domain.md §2): a thumbnail with preview in the list, an upload into the
 * file service's `product` class (type and size checked) in the dialog.
 */
export const imageField: CrudField<{ image?: string }> = {
  name: 'image',
  kind: 'image',
  image: { fileClass: 'product' },
  list: { width: 80 },
  form: { span: 24 },
};

/** List price in CNY. */
export const priceField: CrudField<{ price?: number }> = {
  name: 'price',
  kind: 'number',
  unit: 'CNY',
  form: { min: 0 },
};

export const statusField: CrudField<Catalogued> = { name: 'status', kind: 'status', search: true, defaultValue: '0' };

export const remarkField: CrudField<Audited> = {
  name: 'remark',
  kind: 'textarea',
  list: { ellipsis: true, hidden: true },
  form: { maxLength: 500, span: 24 },
};

export const createTimeField: CrudField<Audited> = {
  name: 'createTime',
  kind: 'datetime',
  form: false,
  list: { width: 170 },
};

/** Creation time, searched as a day range (sent as `beginTime` / `endTime`). */
export const createTimeSearchField: CrudField<Audited> = { ...createTimeField, search: true };

/** Status, remark and creation time (searchable as a range): the tail of every catalogue list. */
export const catalogueTail: CrudField<Catalogued>[] = [statusField, remarkField, createTimeSearchField];
