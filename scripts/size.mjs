#!/usr/bin/env node
/* global process, console */
/**
 * Gzip size of what /login needs (index.html's entry and its static imports, plus the login route
 * chunk and its imports), of the layout and of every page chunk, read from the Vite manifest of a
 * production build. A page whose lazily loaded chunks bring the chart library (ECharts) gets a second
 * row, 'with chart': the page plus those chunks, as it stands once its chart has been drawn.
 * Builds into dist/ first when there is no manifest (or with --build).
 * Exits 1 when /login is over budget.
 *
 *   npm run size                 # dist/, building it if needed
 *   npm run size -- --build      # always rebuild first
 *   npm run size -- --dir dist-x # another build folder
 *   npm run size -- --budget 280 # another budget (KiB gzip)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
/** The sign-in page's budget, KiB gzip; --budget or SIZE_BUDGET_KIB override it. */
const LOGIN_BUDGET_KIB = Number(option('--budget') ?? process.env.SIZE_BUDGET_KIB ?? 200);
const LOGIN_MODULE = 'src/features/login/login-page.tsx';
const LAYOUT_MODULE = 'src/layout/main-layout.tsx';

const outDir = resolve(option('--dir') ?? 'dist');
const manifestPath = join(outDir, '.vite', 'manifest.json');

if (args.includes('--build') || !existsSync(manifestPath)) {
  const started = Date.now();
  console.log(`Building a production bundle into ${outDir} …`);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env,
  });
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build.manifest must be on in vite.config.ts.`);
  process.exit(2);
}

/** @type {Record<string, { file: string, src?: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipCache.get(file);
}

/** The files a manifest chunk loads before it runs: itself, its CSS, and its static imports, recursively. */
function closure(key, files = new Set(), seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, seen);
  return files;
}

/** Whether a built file holds the chart library (ECharts and its renderer, zrender). */
const chartFiles = new Map();
function isChartLibrary(file) {
  if (!chartFiles.has(file)) {
    chartFiles.set(
      file,
      file.endsWith('.js') && /\bzrender\b|\becharts\b/.test(readFileSync(join(outDir, file), 'utf8')),
    );
  }
  return chartFiles.get(file);
}

/**
 * What the chunk loads later on (its dynamic imports, and theirs) whose files include the chart
 * library, with their static imports: the chart's share of a page.
 */
function lazyChart(key) {
  const pageFiles = closure(key);
  const lazy = new Set();
  const seen = new Set();
  const visit = (k) => {
    for (const file of closure(k)) {
      const owner = Object.keys(manifest).find((m) => manifest[m].file === file);
      for (const dynamic of (owner && manifest[owner].dynamicImports) ?? []) {
        // Another page, the layout or the router is not this page's own later load.
        if (seen.has(dynamic) || /^src\/(pages|layout|router)\//.test(dynamic)) continue;
        seen.add(dynamic);
        const files = closure(dynamic);
        if ([...files].some(isChartLibrary)) for (const f of files) if (!pageFiles.has(f)) lazy.add(f);
        visit(dynamic);
      }
    }
  };
  visit(key);
  return lazy;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const split = (files) => ({
  js: sum([...files].filter((f) => f.endsWith('.js'))),
  css: sum([...files].filter((f) => f.endsWith('.css'))),
});

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
// vite.config.ts groups the sign-in route with its imports into one chunk named 'login', which the
// manifest lists by that name rather than by the module.
const loginKey = manifest[LOGIN_MODULE]
  ? LOGIN_MODULE
  : Object.keys(manifest).find((key) => manifest[key].name === 'login' && key.endsWith('.js'));
if (!entryKey || !loginKey) {
  console.error(`The manifest lacks ${entryKey ? LOGIN_MODULE : 'the index.html entry'}.`);
  process.exit(2);
}

const login = closure(loginKey, closure(entryKey));
// Classic scripts index.html names itself (the sign-in frame's boot script) are not in the manifest.
for (const [, src] of readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) {
  if (existsSync(join(outDir, src))) login.add(src);
}
const loginTotal = sum(login);

const rows = [];
const add = (name, files, note = '') => {
  const own = split(files);
  const extra = sum([...files].filter((f) => !login.has(f)));
  rows.push({ name, js: own.js, css: own.css, total: own.js + own.css, extra, note });
};
add('/login (entry + login route)', login);
add('  layout (src/layout/main-layout.tsx)', closure(LAYOUT_MODULE));
for (const key of Object.keys(manifest)
  .filter((k) => k.startsWith('src/pages/'))
  .sort()) {
  const name = `  page ${key.replace(/^src\/pages\//, '').replace(/\.tsx$/, '')}`;
  add(name, closure(key));
  const chart = lazyChart(key);
  if (chart.size > 0) add(`${name} with chart`, new Set([...closure(key), ...chart]));
}

const header = ['chunk', 'JS gzip KiB', 'CSS gzip KiB', 'total KiB', 'beyond /login KiB'];
const table = rows.map((r) => [
  r.name,
  kib(r.js),
  kib(r.css),
  kib(r.total),
  r.name.startsWith('/login') ? '' : kib(r.extra),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

console.log('\nFiles /login loads (gzip KiB):');
for (const file of [...login].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
  console.log(`  ${kib(gzipBytes(file)).padStart(7)}  ${file}`);
}

const over = loginTotal > LOGIN_BUDGET_KIB * 1024;
console.log(`\n/login: ${kib(loginTotal)} KiB gzip (budget ${LOGIN_BUDGET_KIB} KiB) ${over ? 'OVER BUDGET' : 'ok'}`);
process.exit(over ? 1 : 0);
