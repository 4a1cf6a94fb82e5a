import type { FormRule } from 'antd';
import type { TreeNode } from '@/api/modules/system/tree';
import {
  dictOf,
  fieldKind,
  formSpec,
  labelKey,
  withUnit,
  type CrudField,
  type FieldKind,
  type OptionSource,
  type ResourceSpec,
} from '../define-resource';

/** `t` fixed to one language, as i18next's `getFixedT` gives it. */
export type FixedT = (key: string, options?: Record<string, unknown>) => string;

/** The languages a header may be written in: the template's, the export's, either. */
export const IMPORT_LANGUAGES = ['zh-CN', 'en'] as const;

/** The most data rows one file may hold: more is refused before anything is checked. */
export const IMPORT_ROW_LIMIT = 10_000;

/** Marks a required column in the template's header (`*型号`); read back with or without it. */
export const REQUIRED_MARK = '*';

/**
 * What a column's cells hold: a field kind, or `choices` (several of a remote option list by label or
 * value, saved as an array: a field declared with `importAs`).
 */
export type ImportKind = FieldKind | 'choices';

/** One column of the import template: an add-form field of the declaration. */
export interface ImportColumn {
  name: string;
  kind: ImportKind;
  /** The header as the template writes it, in the user's language (label and unit). */
  label: string;
  required: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  multiple: boolean;
  dict?: string;
  options?: OptionSource;
  tree?: () => Promise<TreeNode[]>;
  rules: readonly FormRule[];
  unique: boolean;
}

/** Kinds a cell can carry; a `custom` control (a picker of its own) has no cell form unless it declares `importAs`. */
const IMPORTABLE: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'textarea',
  'password',
  'number',
  'select',
  'dict',
  'radio',
  'date',
  'datetime',
  'switch',
  'status',
  'treeSelect',
  'image',
]);

/** The header of a column as a person types it: trimmed, one space, no required mark, any case. */
export function normalHeader(text: string): string {
  return text
    .replace(/[\s\u3000]+/g, ' ')
    .trim()
    .replace(/^\*\s*|\s*\*$/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .trim()
    .toLowerCase();
}

/** The fields of the add form that a cell can hold, in the form's order: the template's columns. */
export function importFields<T>(resource: ResourceSpec<T>): CrudField<T>[] {
  return resource.fields.filter((f) => {
    const spec = formSpec(f, resource.idKey);
    if (!spec || spec.onAdd === 'hidden') return false;
    if (f.importAs) return true;
    return !spec.input && IMPORTABLE.has(fieldKind(f));
  });
}

/** The template's columns of a declaration, labelled in the language of `t`. */
export function importColumns<T>(resource: ResourceSpec<T>, t: FixedT): ImportColumn[] {
  return importFields(resource).map((f) => {
    const spec = formSpec(f, resource.idKey) ?? {};
    const choices = f.importAs?.kind === 'choices' ? f.importAs : undefined;
    return {
      name: f.name,
      kind: choices ? 'choices' : fieldKind(f),
      label: withUnit(t(labelKey(resource.key, f.name)), f.unit, (key, options) => t(key, options)),
      required: Boolean(f.required),
      min: spec.min,
      max: spec.max,
      maxLength: spec.maxLength,
      multiple: choices ? true : Boolean(f.multiple),
      dict: choices ? undefined : dictOf(f),
      options: choices ? choices.options : f.options,
      tree: f.tree,
      rules: f.rules ?? [],
      unique: Boolean(f.unique),
    };
  });
}

/** The header text the template writes for a column (required ones marked). */
export const templateHeader = (column: ImportColumn) =>
  column.required ? `${REQUIRED_MARK}${column.label}` : column.label;

/** Where each header of a sheet goes: a column's field, a known column that is not imported, or unknown. */
export type HeaderTarget = { field: string } | { ignored: string } | { unknown: string };

export interface HeaderMatch {
  /** Per sheet column (0-based), where it goes. */
  targets: HeaderTarget[];
  /** Headers the console does not know, as written. */
  unknown: string[];
  /** Required columns with no header, labelled in the user's language. */
  missing: string[];
  /** A field named by two headers (the first wins), as written. */
  duplicated: string[];
}

/**
 * Matches a sheet's header row to the declaration: a header names a field by its field name or by
 * its label in either language, with or without its unit and required mark, so the template, an
 * export of the list (labels of the server's language) and a hand-made sheet all import. Headers of
 * fields the form does not edit (the id, the creation time, a referenced part's model shown beside
 * its id's field) are known and left out; an id or time column in an export is no error.
 */
export function matchHeaders<T>(
  resource: ResourceSpec<T>,
  columns: readonly ImportColumn[],
  headers: readonly string[],
  ts: readonly FixedT[],
): HeaderMatch {
  const byText = new Map<string, HeaderTarget>();
  const names = (f: CrudField<T>) => {
    const texts: string[] = [f.name];
    for (const t of ts) {
      const label = t(labelKey(resource.key, f.name));
      texts.push(
        label,
        withUnit(label, f.unit, (key, options) => t(key, options)),
      );
    }
    return texts.map(normalHeader);
  };
  const imported = new Set(columns.map((c) => c.name));
  // Imported fields first: a referenced part's model field shares its label with the id's field.
  for (const f of resource.fields)
    if (imported.has(f.name)) for (const text of names(f)) if (!byText.has(text)) byText.set(text, { field: f.name });
  for (const f of resource.fields)
    if (!imported.has(f.name))
      for (const text of names(f)) if (!byText.has(text)) byText.set(text, { ignored: f.name });

  const seen = new Set<string>();
  const unknown: string[] = [];
  const duplicated: string[] = [];
  const targets = headers.map((header): HeaderTarget => {
    const text = normalHeader(header);
    if (text === '') return { ignored: '' };
    const target = byText.get(text);
    if (!target) {
      unknown.push(header.trim());
      return { unknown: header };
    }
    if ('field' in target) {
      if (seen.has(target.field)) {
        duplicated.push(header.trim());
        return { ignored: target.field };
      }
      seen.add(target.field);
    }
    return target;
  });
  const missing = columns.filter((c) => c.required && !seen.has(c.name)).map((c) => c.label);
  return { targets, unknown, missing, duplicated };
}

/** The field that finds an existing record for "update existing": declared, else the first unique one, else the name. */
export function importKey<T>(resource: ResourceSpec<T>): string {
  const declared = typeof resource.import === 'object' ? resource.import.key : undefined;
  return declared ?? resource.fields.find((f) => f.unique)?.name ?? resource.nameField;
}
