#!/usr/bin/env node
/* global process, console, window, document, performance, requestAnimationFrame, setTimeout, fetch, URL, XMLHttpRequest */
/**
 * Page navigation timings (issue 22) of the demo build (production bundle, mock backend on) in
 * Debian's Chromium, 1440 px, signed in as admin. Every menu page is opened by a sidebar click (its
 * groups opened first, outside the clock), as a user does:
 *   1. first visit: every menu page once, in menu order (its data never asked for before; its code may
 *      have been fetched while the sidebar showed its entry, as it is for a user);
 *   2. revisit after eviction: the same pages again, in the same order: each page was dropped from the
 *      tag cache (it keeps the 12 most recently shown), so it mounts afresh (its chunk is cached);
 *   3. tag-cache switch: a click on the tag of one of the pages still kept, and the API calls it made;
 *   4. history navigation: every tag closed (outside the clock), then the browser's Back over the
 *      revisit group's history entries (its last 30 at most), last page to first (each page mounts afresh: its tag was
 *      closed; code and plan cached, as for a revisit), then Forward over the same entries (each
 *      page is kept again by then, as after a Back through pages just seen).
 * The clock runs from the click to the first animation frame at which the new page's first table row,
 * chart (canvas), list item (antd's, or a picker's entry) or tree node, or an answered empty table, is visible and no spinner is left
 * on screen, in a page root under #main-content that was not visible at the click (the old page stays
 * on screen while the new one renders). Pages showing none of these (forms) are listed and left out.
 * For the sidebar clicks it also counts the visits whose page-data request (an /api/ XHR sent from the
 * click until the network is quiet) left inside the click handler itself, before any render.
 * Prints median, p90 and worst per group and the slowest pages; asserts nothing.
 *
 *   npm run perf:nav                          # builds dist-mock/ if missing, previews it on port 4181
 *   npm run perf:nav -- --build --dir dist-nav --port 4184 --runs 2
 *   npm run perf:nav -- --json nav.json       # also every page's timings, per group, to a file
 */
import { writeFileSync } from 'node:fs';
import { launchChromium, quantile, scriptOptions, serveDemo } from './lib/demo-browser.mjs';

const { option, flag } = scriptOptions();
const runs = Number(option('--runs', 1));
const limit = Number(option('--pages', 0));
const outDir = option('--dir', 'dist-mock');
const { baseURL, stop: stopPreview } = await serveDemo({
  dir: outDir,
  port: Number(option('--port', process.env.PERF_PORT ?? 4181)),
  build: flag('--build'),
});

/**
 * In the page: `__navWatch()` before a click, then `__navDone` resolves with the time content showed.
 * Checked once per animation frame, on the page roots under #main-content that became visible after
 * the click (the tab cache keeps other pages mounted but hidden; the old page stays on screen while
 * the new one renders), so the watch itself costs next to nothing with many pages mounted.
 */
function watcherScript() {
  const CONTENT = [
    '.ant-table-row',
    '.ant-table-placeholder .ant-empty',
    'canvas',
    '.ant-list-item',
    '.ant-tree-treenode',
    // A picker's entries (the device settings and command pages list devices or gateways as buttons).
    'li > button[aria-pressed]',
  ].join(',');
  const SPINNER = '.ant-spin-spinning, .ant-skeleton-active';
  // A kept page's root is hidden with `content-visibility: hidden`: the root itself still counts as
  // visible to checkVisibility(), what is in it does not.
  const shownRoots = () =>
    [...(document.getElementById('main-content')?.children ?? [])].filter((el) =>
      [...el.children].some((child) => child.checkVisibility()),
    );
  // Each /api/ XHR sent since the last watch, and whether it left while a click was being handled
  // (between the click's capture and bubble phases on window).
  let inClick = false;
  window.addEventListener('click', () => (inClick = true), true);
  window.addEventListener('click', () => (inClick = false));
  window.__navSent = [];
  const urls = new WeakMap();
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (...args) {
    urls.set(this, String(args[1]));
    return open.apply(this, args);
  };
  XMLHttpRequest.prototype.send = function (body) {
    const url = urls.get(this) ?? '';
    if (url.includes('/api/')) window.__navSent.push({ url, inClick });
    return send.call(this, body);
  };
  // When the last Back/Forward reached the page (the browser's traversal, before any of the console's code).
  window.addEventListener('popstate', () => (window.__popAt = performance.now()), true);
  window.__navWatch = () => {
    window.__navSent = [];
    const before = new Set(shownRoots());
    window.__navDone = new Promise((done) => {
      const frame = () => {
        const roots = shownRoots().filter((el) => !before.has(el));
        const content = roots.some((root) => [...root.querySelectorAll(CONTENT)].some((el) => el.checkVisibility()));
        const spinning = roots.some((root) => [...root.querySelectorAll(SPINNER)].some((el) => el.checkVisibility()));
        if (content && !spinning) done(performance.now());
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  };
}

/** Menu pages (leaf paths, in menu order) with the sidebar groups above each, from the routes the console got. */
async function menuPages(page) {
  return page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )Admin-Token=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/api/admin/menus/routes', { headers: { Authorization: `Bearer ${token}` } });
    const tree = (await response.json()).data;
    const pages = [];
    const walk = (items, base, groups) => {
      for (const item of items ?? []) {
        if (typeof item.path !== 'string' || /^https?:/.test(item.path) || item.hidden) continue;
        const path = item.path.startsWith('/') ? item.path : `${base.replace(/\/$/, '')}/${item.path}`;
        if (Array.isArray(item.children) && item.children.length > 0) walk(item.children, path, [...groups, path]);
        else pages.push({ path, groups });
      }
    };
    walk(tree, '/', []);
    return pages;
  });
}

const menuItem = (page, key) => page.locator(`[data-testid="sidebar"] [data-menu-id$="-${key}"]`).first();

/** Opens the sidebar groups above `path` (outside the clock), then clicks it and times it. */
async function visit(page, { path, groups }) {
  for (const group of groups) {
    const title = menuItem(page, group);
    const open = await title.evaluate((el) =>
      el.closest('.ant-menu-submenu')?.classList.contains('ant-menu-submenu-open'),
    );
    if (!open) await title.click();
  }
  const item = menuItem(page, path);
  await item.waitFor({ state: 'visible' });
  // Let the submenu's opening animation and any render it started settle.
  await page.waitForTimeout(300);
  await page.evaluate(() => window.__navWatch());
  const clickedAt = await item.evaluate((el) => {
    const t = performance.now();
    el.click();
    return t;
  });
  const shownAt = await page.evaluate(() =>
    Promise.race([window.__navDone, new Promise((r) => setTimeout(() => r(Number.NaN), 8000))]),
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // The visit's page data: what it sent from the click until the network went quiet (a revisit shows
  // the rows it remembers and asks for them anew).
  return { ms: shownAt - clickedAt, sent: await page.evaluate(() => window.__navSent) };
}

/** Clicks the tag of a kept page; its time and the API calls made from the click until 500 ms after it showed. */
async function switchTag(page, path) {
  const calls = [];
  const count = (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) calls.push(`${r.method()} ${pathname}`);
  };
  // A tag is its page's button beside its close button: the first one opens the page.
  const target = page.locator(`[data-testid="tag"][data-key="${path}"] > button`).first();
  if ((await target.count()) === 0) return { ms: Number.NaN, calls };
  await page.evaluate(() => window.__navWatch());
  page.on('request', count);
  const clickedAt = await target.evaluate((el) => {
    const t = performance.now();
    el.click();
    return t;
  });
  const shownAt = await page.evaluate(() =>
    Promise.race([window.__navDone, new Promise((r) => setTimeout(() => r(Number.NaN), 8000))]),
  );
  await page.waitForTimeout(500);
  page.off('request', count);
  return { ms: shownAt - clickedAt, calls };
}

/**
 * One Back or Forward (`history.go(delta)`, a traversal like the browser's buttons), timed from the
 * call to the new page's content, as for a click.
 */
async function traverse(page, delta) {
  await page.evaluate(() => window.__navWatch());
  const calledAt = await page.evaluate((d) => {
    const t = performance.now();
    window.history.go(d);
    return t;
  }, delta);
  const shownAt = await page.evaluate(() =>
    Promise.race([window.__navDone, new Promise((r) => setTimeout(() => r(Number.NaN), 8000))]),
  );
  const popAt = await page.evaluate(() => window.__popAt);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  traversals.push(popAt - calledAt);
  return shownAt - calledAt;
}

/** Per Back/Forward: the browser's own part, from `history.go` to the popstate event. */
const traversals = [];

/**
 * Closes every tag but the dashboard's from the current tag's context menu (the console then shows the
 * dashboard). Its entry gets the click event itself: after the sidebar and tag runs the menu often
 * closed again before a pointer click could land on it (a harness step, outside every clock).
 */
async function closeAllTags(page) {
  await page.locator('[data-testid="tag"]:has(> button[aria-current="page"])').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: /全部关闭|Close all/ }).dispatchEvent('click');
  await page.waitForFunction(() => window.location.pathname === '/dashboard');
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const groups = { first: [], revisit: [], tag: [], back: [], forward: [] };
const byPage = { first: new Map(), revisit: new Map() };
const missing = new Set();
const tagCalls = [];
/** Per sidebar-click group: visits whose page-data request left inside the click, after it, or none sent. */
const inClick = { first: { inside: 0, after: [], none: 0 }, revisit: { inside: 0, after: [], none: 0 } };

const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await context.addInitScript(watcherScript);
    const page = await context.newPage();
    await page.goto('/login');
    await page.fill('input[autocomplete="username"]', 'admin');
    await page.fill('input[autocomplete="current-password"]', 'admin123');
    await page.click('form button[type="submit"]');
    await page.getByTestId('avatar-menu').waitFor();
    await page.waitForLoadState('networkidle');
    let pages = await menuPages(page);
    if (limit > 0) pages = pages.slice(0, limit);
    for (const [group, list] of [
      ['first', pages],
      ['revisit', pages],
    ]) {
      for (const entry of list) {
        const { ms, sent } = await visit(page, entry);
        // The history entry this visit pushed: its index, which the console's history keeps in each entry's state.
        if (group === 'revisit') entry.entry = await page.evaluate(() => window.history.state?.idx);
        if (Number.isNaN(ms)) {
          missing.add(entry.path);
          continue;
        }
        if (sent.length === 0) inClick[group].none += 1;
        else if (sent.some((s) => s.inClick)) inClick[group].inside += 1;
        else inClick[group].after.push(entry.path);
        groups[group].push(ms);
        byPage[group].set(entry.path, [...(byPage[group].get(entry.path) ?? []), ms]);
      }
    }
    // The last pages visited are still kept (12 at most): switch to each of the ten before the last.
    for (const entry of pages.slice(-11, -1).reverse()) {
      const result = await switchTag(page, entry.path);
      tagCalls.push(...result.calls.map((call) => `${call} (tag ${entry.path})`));
      if (Number.isNaN(result.ms)) missing.add(`tag ${entry.path}`);
      else groups.tag.push(result.ms);
    }
    // History navigation over the revisit group's entries: Back from the last page to the first, then Forward.
    // At most the last 30 (Chromium keeps 50 entries per tab; the tag switches and the close add 11 more).
    const timed = pages.filter((entry) => typeof entry.entry === 'number').slice(-30);
    if (timed.length > 1) {
      await closeAllTags(page);
      let at = await page.evaluate(() => window.history.state?.idx);
      const last = timed[timed.length - 1];
      await traverse(page, last.entry - at);
      at = last.entry;
      for (const [name, order] of [
        ['back', [...timed].reverse().slice(1)],
        ['forward', timed.slice(1)],
      ]) {
        for (const entry of order) {
          const ms = await traverse(page, entry.entry - at);
          at = entry.entry;
          if (Number.isNaN(ms)) missing.add(`${name} ${entry.path}`);
          else groups[name].push(ms);
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  stopPreview();
}

const f = (ms) => (ms === undefined || Number.isNaN(ms) ? '—' : `${ms.toFixed(0)} ms`);
console.log(`\n${runs} run(s), Chromium ${browser.version()}, demo build ${outDir}, ${new Date().toISOString()}\n`);
console.log('group                          n   median      p90    worst');
for (const [name, label] of [
  ['first', 'first visit'],
  ['revisit', 'revisit after eviction'],
  ['tag', 'tag-cache switch'],
  ['back', 'history Back (tags closed)'],
  ['forward', 'history Forward (kept)'],
]) {
  const v = groups[name];
  console.log(
    `${label.padEnd(28)} ${String(v.length).padStart(3)} ${f(quantile(v, 0.5)).padStart(8)} ${f(quantile(v, 0.9)).padStart(8)} ${f(quantile(v, 1)).padStart(8)}`,
  );
}
for (const [name, label] of [
  ['first', 'first visit'],
  ['revisit', 'revisit after eviction'],
]) {
  const { inside, after, none } = inClick[name];
  const asked = inside + after.length;
  console.log(
    `request in the click, ${label}: ${inside}/${asked} visits${none > 0 ? ` (${none} more sent none)` : ''}${after.length > 0 ? `; after it: ${after.join(', ')}` : ''}`,
  );
}
console.log(
  `history: the browser's traversal (history.go to popstate), of the above: median ${f(quantile(traversals, 0.5))}, p90 ${f(quantile(traversals, 0.9))}`,
);
console.log(`tag-cache switch API calls: ${tagCalls.length} over ${groups.tag.length} switches`);
for (const call of tagCalls) console.log(`  ${call}`);
for (const name of ['first', 'revisit']) {
  const slowest = [...byPage[name].entries()]
    .map(([path, values]) => [path, Math.max(...values), values])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(`\nslowest, ${name === 'first' ? 'first visit' : 'revisit after eviction'} (worst, then each run):`);
  for (const [path, ms, values] of slowest)
    console.log(`  ${f(ms).padStart(8)}  ${path.padEnd(36)} ${values.map((v) => v.toFixed(0)).join(' / ')}`);
}
if (missing.size > 0) console.log(`\nno content marker within 8 s (left out): ${[...missing].join(', ')}`);
const jsonOut = option('--json', '');
if (jsonOut) {
  const perPage = (name) => Object.fromEntries([...byPage[name].entries()].map(([path, values]) => [path, values]));
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        first: perPage('first'),
        revisit: perPage('revisit'),
        tag: groups.tag,
        back: groups.back,
        forward: groups.forward,
      },
      null,
      1,
    ),
  );
  console.log(`\nevery page's timings: ${jsonOut}`);
}
