#!/usr/bin/env node
/* global process, console, URL */
/**
 * /login the way the field measures it: Lighthouse 12.8.2 (simulated throttling: mobile Slow 4G
 * with 4x CPU, desktop dense 4G) on the production build served gzip-compressed, beside a bare
 * Vite + React + antd sign-in form built the same way in a temporary folder. Mobile and desktop,
 * three runs each (the two pages alternate, so a busy machine slows both alike), median per metric.
 * Prints both pages and their ratio; asserts nothing (not part of npm test).
 *
 *   npm run perf:login                        # builds dist/ and the bare form, then measures
 *   npm run perf:login -- --runs 5            # more runs
 *   npm run perf:login -- --no-build          # measure the dist/ already there
 *   npm run perf:login -- --install           # the bare form installs from the npm registry
 *                                             # (default: it reuses this repo's node_modules)
 *   npm run perf:login -- --keep              # keep the temporary folder (its path is printed)
 *   npm run perf:login -- --save lh-reports   # keep each Lighthouse report (JSON)
 *
 * Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH); nothing downloads a browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, scriptOptions } from './lib/demo-browser.mjs';

const { option, flag } = scriptOptions();
const runs = Number(option('--runs', 3));
const repo = resolve(import.meta.dirname, '..');
const outDir = resolve(repo, option('--dir', 'dist'));
/** --save DIR keeps every Lighthouse report (JSON) for a closer look. */
const saveDir = option('--save') ? resolve(option('--save')) : undefined;
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const versionOf = (name) => pkg.dependencies[name] ?? pkg.devDependencies[name];
const viteBin = join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
/** The shell's VITE_* variables would change the build (e.g. turn the mock on): leave them out. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));

// ---------------------------------------------------------------- builds

if (!flag('--no-build') || !existsSync(join(outDir, 'index.html'))) {
  console.log(`Building the console into ${outDir} …`);
  execFileSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repo,
    stdio: 'inherit',
    env: buildEnv,
  });
}

const bareDir = mkdtempSync(join(tmpdir(), 'weighing-bare-login-'));
const keep = flag('--keep');
process.on('exit', () => {
  if (!keep) rmSync(bareDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

/** The bare page: one antd form in one chunk, the same title text, the same frame. */
function writeBareForm(dir) {
  const pinned = ['react', 'react-dom', 'antd', '@ant-design/icons'];
  const devPinned = ['vite', '@vitejs/plugin-react'];
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'bare-login',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(pinned.map((name) => [name, versionOf(name)])),
        devDependencies: Object.fromEntries(devPinned.map((name) => [name, versionOf(name)])),
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()], build: { target: 'es2022', chunkSizeWarningLimit: 2000 } });\n`,
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Sign in</title>
    <style>html, body, #root { margin: 0; min-height: 100%; }</style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`,
  );
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    `import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, boxSizing: 'border-box', background: 'linear-gradient(135deg, #1f2d3d 0%, #304156 55%, #409eff 140%)' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={4} style={{ textAlign: 'center' }}>Industrial Weighing Product Selection &amp; Configuration System</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>Sign in with your account</Typography.Paragraph>
        <Form name="login" size="large" initialValues={{ remember: true }} onFinish={(values) => console.log(values.username)}>
          <Form.Item name="username" rules={[{ required: true, message: 'Enter your user name' }]}>
            <Input prefix={<UserOutlined />} placeholder="User name" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="Password" autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Remember user name</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block>Sign in</Button>
        </Form>
      </Card>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><SignIn /></StrictMode>);
`,
  );
}

console.log(`Building the bare form in ${bareDir} …`);
writeBareForm(bareDir);
if (flag('--install')) {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: bareDir,
    stdio: 'inherit',
  });
} else {
  symlinkSync(join(repo, 'node_modules'), join(bareDir, 'node_modules'), 'dir');
}
execFileSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
  cwd: bareDir,
  stdio: 'inherit',
  env: buildEnv,
});

// ---------------------------------------------------------------- gzip static server

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** Serves a build like nginx with gzip on: hashed assets cached for a year, index.html for every other path. */
function serve(root) {
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) {
      const body = readFileSync(file);
      const ext = extname(file);
      cache.set(file, { ext, body: COMPRESSIBLE.has(ext) ? gzipSync(body) : body, gzip: COMPRESSIBLE.has(ext) });
    }
    return cache.get(file);
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !existsSync(file) || path.endsWith('/')) file = join(root, 'index.html');
    const { ext, body, gzip } = read(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const servers = [await serve(outDir), await serve(join(bareDir, 'dist'))];
const pages = [
  { name: 'console', url: `http://127.0.0.1:${servers[0].address().port}/login` },
  { name: 'bare form', url: `http://127.0.0.1:${servers[1].address().port}/` },
];

// ---------------------------------------------------------------- Lighthouse

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
process.on('exit', () => chrome.kill());

/** One Lighthouse navigation; the figures this report prints. */
async function measure(url, formFactor) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${formFactor}-${new URL(url).port}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  const scripts = (audit('network-requests').details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    tti: audit('interactive').numericValue,
    jsKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const METRICS = [
  { key: 'lcp', label: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'fcp', label: 'FCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'si', label: 'Speed Index', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tti', label: 'TTI', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3), noRatio: true },
  { key: 'score', label: 'score', format: (v) => String(v), noRatio: true },
  // Everything the page fetched, the idle-time prefetch of what follows sign-in included.
  { key: 'jsKiB', label: 'JS KiB (all, gzip)', format: (v) => v.toFixed(1) },
  { key: 'jsFiles', label: 'JS files (all)', format: (v) => String(v) },
];
const GOALS = { mobile: { lcp: '≤ 2.0 s', tbt: '≤ 150 ms', cls: '0' }, desktop: { lcp: '≤ 0.5 s', cls: '0' } };

const results = {};
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        process.stdout.write(`  ${formFactor} run ${run}/${runs}: ${page.name} … `);
        const figures = await measure(page.url, formFactor);
        ((results[formFactor] ??= {})[page.name] ??= []).push(figures);
        console.log(`LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.close();
}

const header = ['/login', 'console', 'bare form', 'ratio', 'goal'];
const rows = [];
for (const formFactor of ['mobile', 'desktop']) {
  for (const metric of METRICS) {
    const ours = median(results[formFactor].console.map((r) => r[metric.key]));
    const bare = median(results[formFactor]['bare form'].map((r) => r[metric.key]));
    const ratio = metric.noRatio || bare === 0 ? '' : `${(ours / bare).toFixed(2)}x`;
    rows.push([
      `${formFactor} ${metric.label}`,
      metric.format(ours),
      metric.format(bare),
      ratio,
      GOALS[formFactor][metric.key] ?? '',
    ]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `\nLighthouse 12.8.2, simulated throttling, gzip, median of ${runs} (console: ${outDir}; bare: React ${versionOf('react')}, antd ${versionOf('antd')}, Vite ${versionOf('vite')})`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log('\nratio: console / bare form (below 1 is faster or smaller)');
if (keep) console.log(`bare form kept in ${bareDir}`);
