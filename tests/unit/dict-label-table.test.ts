import { describe, expect, it } from 'vitest';
import en from '@/locales/en/dictLabel.json';
import zh from '@/locales/zh-CN/dictLabel.json';
import { dictItems } from '@mocks/seed/dicts';
import { wmsDictItems } from '@mocks/seed/wms-selection-dict';

type Table = Record<string, Record<string, string>>;

/** The seeded labels by type and value, system and warehouse dictionaries alike. */
function seededLabels(): Table {
  const table: Table = {};
  for (const item of [...dictItems(), ...wmsDictItems()])
    (table[item.dictType] ??= {})[item.dictValue] = item.dictLabel;
  return table;
}

describe('the dictionary label table', () => {
  it("knows each seeded label as the server writes it, so an admin's rename shows as renamed", () => {
    const seeded = seededLabels();
    for (const [type, values] of Object.entries(zh as Table))
      for (const [value, label] of Object.entries(values))
        expect(`${type}.${value}: ${seeded[type]?.[value]}`).toBe(`${type}.${value}: ${label}`);
  });

  it('has an English label for every Chinese one, and no other', () => {
    const keys = (table: Table) =>
      Object.entries(table).flatMap(([type, values]) => Object.keys(values).map((v) => `${type}.${v}`));
    expect(keys(en as Table).sort()).toEqual(keys(zh as Table).sort());
  });

  it('covers every seeded label written in Chinese, warehouse dictionaries included', () => {
    const untranslated = Object.entries(seededLabels()).flatMap(([type, values]) =>
      Object.entries(values)
        .filter(([value, label]) => /[\u4e00-\u9fff]/.test(label) && !(zh as Table)[type]?.[value])
        .map(([value, label]) => `${type}.${value} ${label}`),
    );
    expect(untranslated).toEqual([]);
  });
});
