/* global process, console, fetch, setTimeout */
/**
 * What the measuring scripts (perf, perf:nav, a11y) share: their command-line options, the demo build
 * (production bundle, mock backend on) built when missing, a `vite preview` of it that stops with the
 * script, and Debian's Chromium with the flags the journeys use. Nothing downloads a browser.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `--name value` options of this script's command line. */
export function scriptOptions(argv = process.argv.slice(2)) {
  return {
    args: argv,
    option: (name, fallback) => (argv.indexOf(name) >= 0 ? argv[argv.indexOf(name) + 1] : fallback),
    flag: (name) => argv.includes(name),
  };
}

/**
 * Builds the demo bundle into `dir` when asked (`--build`) or missing, previews it on `port`, and
 * resolves once it answers. The preview stops when the script exits.
 */
export async function serveDemo({ dir, port, build = false }) {
  const outDir = resolve(dir);
  if (build || !existsSync(resolve(outDir, 'index.html'))) {
    console.log(`Building the demo bundle into ${outDir} …`);
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_USE_MOCK: 'true' },
    });
  }
  const preview = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  preview.stdout.on('data', (chunk) => (log += chunk));
  preview.stderr.on('data', (chunk) => (log += chunk));
  const stop = () => {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));

  const baseURL = `http://127.0.0.1:${port}`;
  // A hang detector (a busy machine can take half a minute to start the preview), not a speed limit.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseURL}/login`)).ok) return { baseURL, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`preview did not start on ${baseURL}:\n${log}`);
}

/** Debian's Chromium (CHROMIUM_PATH overrides), headless. */
export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The value at quantile `q` (0.5 median, 0.9 p90) of `values`, nearest rank. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
