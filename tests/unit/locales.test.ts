import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, loadAllNamespaces, namespaces } from '@/lib/i18n';

const LOCALES = join(__dirname, '../../src/locales');
const LANGUAGES = ['zh-CN', 'en'] as const;

/** i18next plural forms (`key_one`, `key_other`, …) count as one key: languages pluralise differently. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lng: string, file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8')) as unknown);
}

const keysOf = (entries: Map<string, unknown>) => new Set([...entries.keys()].map((k) => k.replace(PLURAL, '')));
const variablesOf = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort() : [];

const files = (lng: string) =>
  readdirSync(join(LOCALES, lng))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('locales: both languages complete', () => {
  it('have the same namespace files', () => {
    expect(files('en')).toEqual(files('zh-CN'));
    expect(files('zh-CN').length).toBeGreaterThanOrEqual(3);
  });

  describe.each(files('zh-CN'))('%s', (file) => {
    const zh = load('zh-CN', file);
    const en = load('en', file);

    it('every zh-CN key is in en and every en key is in zh-CN', () => {
      const zhKeys = keysOf(zh);
      const enKeys = keysOf(en);
      expect(
        [...zhKeys].filter((k) => !enKeys.has(k)),
        'missing in en',
      ).toEqual([]);
      expect(
        [...enKeys].filter((k) => !zhKeys.has(k)),
        'missing in zh-CN',
      ).toEqual([]);
    });

    it('every value is a non-empty string', () => {
      for (const [lng, entries] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const bad = [...entries].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(bad, `${lng}/${file}`).toEqual([]);
      }
    });

    it('name no document: no section sign and no file of the requirements', () => {
      for (const [lng, entries] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const referring = [...entries]
          .filter(([, v]) => typeof v === 'string' && /§|\b[\w-]+\.md\b|\bspec(ification)?\s+\d/i.test(v))
          .map(([k, v]) => `${k}: ${String(v)}`);
        expect(referring, `${lng}/${file}`).toEqual([]);
      }
    });

    it('both languages use the same {{variables}}', () => {
      const byKey = (entries: Map<string, unknown>) => {
        const vars = new Map<string, Set<string>>();
        for (const [key, value] of entries) {
          const base = key.replace(PLURAL, '');
          const set = vars.get(base) ?? new Set<string>();
          variablesOf(value).forEach((v) => set.add(v));
          vars.set(base, set);
        }
        return vars;
      };
      const zhVars = byKey(zh);
      const enVars = byKey(en);
      const differing = [...zhVars]
        .filter(
          ([key, vars]) => enVars.has(key) && [...vars].sort().join() !== [...(enVars.get(key) ?? [])].sort().join(),
        )
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });

  it('are all loadable by i18next, core ones up front and the rest on demand', async () => {
    const expected = files('zh-CN').map((f) => f.replace(/\.json$/, ''));
    expect([...namespaces].sort()).toEqual(expected);
    await loadAllNamespaces();
    for (const lng of LANGUAGES) for (const ns of expected) expect(i18n.hasResourceBundle(lng, ns)).toBe(true);
  });
});
