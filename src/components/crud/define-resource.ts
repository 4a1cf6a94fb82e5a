import type { FormInstance, FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { TreeNode } from '@/api/modules/system/tree';
import type { CallOptions, ExportOptions } from '@/api/resource';
import type { Id, Option, PageQuery, PageResult, StatusChange } from '@/api/types';
import type { ImageFieldSpec } from './image-field';
import type { ServerSearch } from './use-server-search';

/** What the toolkit needs of an API module; every module built with `standardResource` fits. */
export interface CrudApi<T, Q extends PageQuery = PageQuery> {
  // Method syntax: a module typed with its own query type still fits a CrudApi<T, PageQuery>.
  page(query: Q, options?: CallOptions): Promise<PageResult<T>>;
  get?(id: Id, options?: CallOptions): Promise<T>;
  create?(record: Partial<T>, options?: CallOptions): Promise<Id>;
  update?(record: Partial<T>, options?: CallOptions): Promise<void>;
  remove?(id: Id, options?: CallOptions): Promise<void>;
  removeBatch?(ids: readonly Id[], options?: CallOptions): Promise<void>;
  exportExcel?(query?: PageQuery, options?: ExportOptions): Promise<boolean>;
  valid?(record: Partial<T>, options?: CallOptions): Promise<boolean>;
  changeStatus?(change: StatusChange): Promise<void>;
  clear?(): Promise<void>;
}

/**
 * How a field is edited and shown. `dict` and `radio` read a dictionary type (`dict`) or `options`;
 * `status` is `sys_normal_disable`, a switch in the list when the module has `changeStatus`;
 * `number` is right-aligned with grouped thousands; `image` is a picture URL (thumbnail with preview
 * in the list, an upload checked for type and size in the dialog; see `FieldSpec.image`).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'dict'
  | 'radio'
  | 'date'
  | 'datetime'
  | 'dateRange'
  | 'switch'
  | 'status'
  | 'treeSelect'
  | 'image'
  | 'numberRange'
  | 'custom';

/**
 * Fixed values whose labels are translations: `{ i18nPrefix: 'gateway:link', values: ['4G', 'WIFI'] }`
 * labels `4G` with `gateway:link.4G` (the value itself when the key is missing), in the reader's language.
 */
export interface TranslatedOptions {
  i18nPrefix: string;
  values: readonly (string | number)[];
}

/**
 * Choices too many to load at once (a catalogue of 100,000 load cells): the server is asked for what
 * matches the typed `keyword` (sent as one of the list's own filters), at most `limit` at a time, and
 * `total` says how many match in all.
 */
export interface SearchedOptions {
  search: ServerSearch<Option>;
}

export type OptionSource = readonly Option[] | (() => Promise<Option[]>) | TranslatedOptions | SearchedOptions;

export const isSearchedOptions = (source: OptionSource | undefined): source is SearchedOptions =>
  typeof source === 'object' && source !== null && 'search' in source;

export interface SearchSpec {
  /**
   * How the search form asks for the value; a date field is searched as a range. `numberRange` asks
   * for a lowest and highest value, sent as `min{X}` / `max{X}` (X the param, default the field name).
   */
  kind?: FieldKind;
  /** Query parameter: the field name by default; for a date range the X of begin{X}/end{X} (default `Time`). */
  param?: string;
  /**
   * Label key in the resource's namespace when the search asks something other than the field
   * (`search.capacity`: a capacity the part's `capMin`…`capMax` band must meet); the field's label by default.
   */
  label?: string;
}

export interface ColumnSpec<T, V> {
  width?: number;
  ellipsis?: boolean;
  /** Keeps the value on one line (model numbers, codes): a code is never wrapped mid-code. */
  nowrap?: boolean;
  /** Overrides the alignment (numbers are right-aligned, everything else centred). */
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** Starts hidden in the column chooser. */
  hidden?: boolean;
  /** Below the mobile breakpoint, comes right after the left-fixed columns: what a phone must see without scrolling sideways. */
  mobileFirst?: boolean;
  render?: (value: V | undefined, record: T) => ReactNode;
}

export interface FormFieldSpec {
  /** Half (12, default) or full (24) width of the two-column dialog form. */
  span?: 12 | 24;
  /** When editing: shown but not editable, or left out. */
  onEdit?: 'disabled' | 'hidden';
  /** Left out of the add form. */
  onAdd?: 'hidden';
  /** Number bounds. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** A control of one's own; Form.Item hands it `value` and `onChange`. */
  input?: (context: { editing: boolean; form: FormInstance }) => ReactNode;
  /** Help under the control. */
  extra?: ReactNode;
}

export interface FieldSpec<T, K extends keyof T & string> {
  name: K;
  kind?: FieldKind;
  /** Dictionary type of `dict`, `radio` and `status` fields (`status` defaults to `sys_normal_disable`). */
  dict?: string;
  options?: OptionSource;
  /** A `select`/`dict` field holding several values, stored joined by `,` (`RS232,RS485`); tags in the list. */
  multiple?: boolean;
  /** Nodes of a `treeSelect` field. */
  tree?: () => Promise<TreeNode[]>;
  /**
   * Unit symbol of a measured value (`kg`, `t`, `mV/V`, `Ω`, `°C`): shown in the column title and
   * after the number input. Looked up as `crud:units.<unit>` so a worded unit can be translated.
   */
  unit?: string;
  /** Where an `image` field's uploads go. */
  image?: ImageFieldSpec;
  search?: boolean | SearchSpec;
  /** In the table (default true). */
  list?: boolean | ColumnSpec<T, T[K]>;
  /** In the add/edit dialog (default true, except the id). */
  form?: boolean | FormFieldSpec;
  /** Local check with the message `crud:validation.required` naming the field. */
  required?: boolean;
  /** Checked by `POST valid` before saving; the server's refusal shows on this field. */
  unique?: boolean;
  /**
   * Server refusals about this field, by their message (match both languages, e.g. `/quantity|.../`):
   * shown beside it rather than above the form, for checks only the server can make.
   */
  refusal?: RegExp;
  rules?: FormRule[];
  defaultValue?: T[K];
  /** How an Excel import takes a field that has a control of its own (`form.input`); see ImportAs. */
  importAs?: ImportAs;
}

/**
 * A custom control's field as an import column. `choices`: several of a remote option list in one
 * cell (`options`, the loader the control itself uses, read once per import), written by label or
 * value and joined by `,` `，` or `、`; the record gets the values as an array (a user's `postIds`).
 */
export interface ImportAs {
  kind: 'choices';
  options: () => Promise<Option[]>;
}

export interface ImportSpec<T> {
  /** The field that finds the existing record an imported row updates. */
  key?: keyof T & string;
}

/** One field of T: its name is checked against the record type. */
export type CrudField<T> = { [K in keyof T & string]-?: FieldSpec<T, K> }[keyof T & string];

export interface ResourceSpec<T, Q extends PageQuery = PageQuery> {
  /**
   * i18n namespace: labels are `<key>:fields.<field>`, the record's name `<key>:name`, the list's
   * name `<key>:listName` (optional, names its exports; the record's name otherwise).
   */
  key: string;
  api: CrudApi<T, Q>;
  idKey: keyof T & string;
  /** Quoted in the delete and status confirmations (the record's number or name). */
  nameField: keyof T & string;
  /** Permission prefix, e.g. `system:post` → `:add`, `:edit`, `:remove`, `:export`, `:query`. */
  permission: string;
  fields: readonly CrudField<T>[];
  /** Export button (needs `api.exportExcel`). */
  export?: boolean;
  /**
   * Import from Excel (needs `api.create`, shown with the `:add` permission): the template's columns
   * are the add form's fields. `true`, or which field identifies an existing record for "update
   * existing" (default: the first `unique` field, else `nameField`).
   */
  import?: boolean | ImportSpec<T>;
  /** Width of the add/edit dialog (default 600). */
  formWidth?: number;
  /** Filters every query starts with (e.g. a default sort). */
  defaultQuery?: Partial<Q>;
  /**
   * `POST valid` checks more than uniqueness (a job's cron, a dictionary item's value in its type), so
   * every save asks it first; without, only a resource with unique fields does.
   */
  validBeforeSave?: boolean;
}

/**
 * Declares a resource once; T and Q come from the API module, so every field name, the id key and
 * the name field are checked against the record type.
 */
export function defineResource<T extends object, Q extends PageQuery>(spec: {
  key: string;
  api: CrudApi<T, Q>;
  idKey: keyof NoInfer<T> & string;
  nameField: keyof NoInfer<T> & string;
  permission: string;
  fields: readonly CrudField<NoInfer<T>>[];
  export?: boolean;
  import?: boolean | ImportSpec<NoInfer<T>>;
  formWidth?: number;
  defaultQuery?: Partial<NoInfer<Q>>;
  validBeforeSave?: boolean;
}): ResourceSpec<T, Q> {
  return spec;
}

/** What a table and search form need: a record type's fields without an API (allocation lists). */
export type ListSpec<T> = Pick<ResourceSpec<T>, 'key' | 'idKey' | 'nameField' | 'fields'>;

/** Declares a list of records of type T (given explicitly: `defineList<User>({ … })`). */
export function defineList<T extends object>(spec: ListSpec<T>): ListSpec<T> {
  return spec;
}

export const fieldKind = (f: { kind?: FieldKind }): FieldKind => f.kind ?? 'text';

export function columnSpec<T>(f: CrudField<T>): ColumnSpec<T, unknown> | undefined {
  if (f.list === false) return undefined;
  return (typeof f.list === 'object' ? f.list : {}) as ColumnSpec<T, unknown>;
}

export function formSpec<T>(f: CrudField<T>, idKey: string): FormFieldSpec | undefined {
  if (f.form === false || (f.form === undefined && f.name === idKey)) return undefined;
  return typeof f.form === 'object' ? f.form : {};
}

export function searchSpec<T>(f: CrudField<T>): Required<Pick<SearchSpec, 'kind'>> & SearchSpec {
  const spec = typeof f.search === 'object' ? f.search : {};
  const kind = fieldKind(f);
  const searchKind =
    spec.kind ?? (kind === 'date' || kind === 'datetime' ? 'dateRange' : kind === 'status' ? 'dict' : kind);
  return { ...spec, kind: searchKind };
}

/** Dictionary of a field (`status` falls back to `sys_normal_disable`). */
export function dictOf<T>(f: CrudField<T>): string | undefined {
  return f.dict ?? (fieldKind(f) === 'status' ? 'sys_normal_disable' : undefined);
}

export const labelKey = (resourceKey: string, fieldName: string) => `${resourceKey}:fields.${fieldName}`;

/** The unit as the reader's language writes it: symbols stay, worded units come from `crud:units`. */
export function unitText(unit: string, t: (key: string, options: { ns: string; defaultValue: string }) => string) {
  // A symbol with '.' or ':' would split the i18n key; such units are written as they are.
  return /[.:]/.test(unit) ? unit : t(`units.${unit}`, { ns: 'crud', defaultValue: unit });
}

/** A label with its unit, `额定量程 (kg)`. */
export function withUnit(
  label: string,
  unit: string | undefined,
  t: (key: string, options: { ns: string; defaultValue: string }) => string,
): string {
  return unit ? `${label} (${unitText(unit, t)})` : label;
}
