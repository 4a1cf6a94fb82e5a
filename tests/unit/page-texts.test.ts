import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, FRAME_NAMESPACES, namespaces, namespacesOfPage } from '@/lib/i18n';

const SRC = resolve(__dirname, '../../src');
const PAGES = join(SRC, 'pages');

/** A static import's file, for the console's own modules (API modules and the mock show no texts). */
function resolveImport(spec: string, from: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : '';
  if (!base || /\/(api|mocks|locales)\//.test(`${base}/`)) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && statSync(f).isFile());
}

/** Every namespace a module and what it imports name in `useTranslation(…)` or a `t('ns:…')`. */
function namespacesUsed(file: string, seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  if (seen.has(file)) return used;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, list] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const [, ns] of list.matchAll(/'([^']+)'/g)) used.add(ns);
  for (const [, ns] of source.matchAll(/\bt\(\s*['"`]([A-Za-z-]+):/g)) used.add(ns);
  for (const [, spec] of source.matchAll(/from\s+'([^']+)'/g)) {
    const next = resolveImport(spec, file);
    if (next) for (const ns of namespacesUsed(next, seen)) used.add(ns);
  }
  return used;
}

describe("a page's texts", () => {
  it('all load with its code, so a page never shows a spinner for them after the wait for its data', () => {
    const pages = readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    expect(pages.length).toBeGreaterThan(50);
    const ready = new Set([...CORE_NAMESPACES, ...FRAME_NAMESPACES]);
    for (const file of pages) {
      const component = file.replace(/\.tsx$/, '');
      const loaded = new Set(namespacesOfPage(component));
      const missing = [...namespacesUsed(join(PAGES, file))].filter(
        (ns) => namespaces.includes(ns) && !ready.has(ns) && !loaded.has(ns),
      );
      expect(missing, component).toEqual([]);
    }
  });
});
