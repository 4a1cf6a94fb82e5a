import { dictValueText, type DictItem } from '@/api/modules/system/dict';
import { i18n } from '@/lib/i18n';

/**
 * The console's table of the dictionaries it seeds (`src/locales/<lng>/dictLabel.json`, keyed
 * `<type>.<value>`): the server sends their labels in Chinese, whatever the user's language.
 */
export const DICT_LABEL_NS = 'dictLabel';

/** The language the server writes dictionary labels in; its table is the labels the console knows. */
const SERVER_LANGUAGE = 'zh-CN';
const LANGUAGES = [SERVER_LANGUAGE, 'en'];

const labelsLoaded = () => LANGUAGES.every((lng) => i18n.hasResourceBundle(lng, DICT_LABEL_NS));

let loading: Promise<void> | undefined;

/**
 * Loads the table in both languages (the server's one tells a known label from one an admin changed);
 * never rejects: without it the server's labels show, and the next dictionary asks again.
 */
export function loadDictLabels(): Promise<void> {
  if (labelsLoaded()) return Promise.resolve();
  loading ??= i18n.reloadResources(LANGUAGES, [DICT_LABEL_NS]).then(
    () => {
      loading = undefined;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** A module dictionary is asked for as `wms:<type>` (dict-cache.ts); the table keys it by its type alone. */
const tableType = (type: string) => type.replace(/^wms:/, '');

function tableLabel(language: string, type: string, value: string): string | undefined {
  const label: unknown = i18n.getResource(language, DICT_LABEL_NS, `${tableType(type)}.${value}`);
  return typeof label === 'string' && label !== '' ? label : undefined;
}

/**
 * A dictionary label in `language`: the table's entry for the type and value while the server's label
 * is still the one the console knows, else the server's label (no entry, or renamed on the server).
 */
export function dictLabelIn(
  language: string,
  type: string,
  value: string,
  serverLabel: string | undefined,
): string | undefined {
  if (language === SERVER_LANGUAGE || serverLabel === undefined) return serverLabel;
  if (tableLabel(SERVER_LANGUAGE, type, value) !== serverLabel) return serverLabel;
  return tableLabel(language, type, value) ?? serverLabel;
}

/** Items labelled in each language, per answer: every tag and select of a type shares one array. */
const labelled = new WeakMap<readonly DictItem[], Map<string, DictItem[]>>();

/** The items of dictionary `type` with their labels in `language` (the same array when nothing changes). */
export function dictItemsIn(language: string, type: string, items: DictItem[]): DictItem[] {
  if (language === SERVER_LANGUAGE || items.length === 0 || !labelsLoaded()) return items;
  const byLanguage = labelled.get(items) ?? new Map<string, DictItem[]>();
  const known = byLanguage.get(language);
  if (known) return known;
  const result = items.map((item) => {
    const value = dictValueText(item.dictValue);
    if (value === undefined) return item;
    const label = dictLabelIn(language, type, value, dictValueText(item.dictLabel));
    return label === item.dictLabel ? item : { ...item, dictLabel: label };
  });
  byLanguage.set(language, result);
  labelled.set(items, byLanguage);
  return result;
}
