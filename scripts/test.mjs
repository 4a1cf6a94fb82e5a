#!/usr/bin/env node
/* global process, console */
// The test command: `npm test` (everything CI runs) and `npm run test:quick` (the loop while working).
// Stages run in order and stop at the first failure; the static checks run side by side, and the demo
// build the end-to-end journeys need is built beside them, so no stage waits for a build of its own.
// At the end it prints how long each stage took.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const quick = process.argv.includes('--quick');
// The loop while working runs the vitest files that import what changed since the last commit (all of
// them when a shared module changed); `npm run test:quick -- --all` runs every one.
const quickUnits = quick && !process.argv.includes('--all');
const E2E_OUT = process.env.E2E_OUT || 'dist-mock';
const times = [];

/** Runs one command with inherited output, resolving to its exit code. */
function run(label, command, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ label, seconds, ok: code === 0 });
      if (code !== 0) console.error(`\n✗ ${label} failed (${signal ?? `exit ${code}`}) after ${seconds.toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

async function stage(label, commands) {
  const started = performance.now();
  const codes = await Promise.all(commands.map(([name, command, env]) => run(name, command, env)));
  times.push({
    label: `${label} (wall)`,
    seconds: (performance.now() - started) / 1000,
    ok: codes.every((c) => c === 0),
    stage: true,
  });
  return codes.every((c) => c === 0);
}

function summary(ok) {
  console.log('\nTest stages (seconds):');
  for (const { label, seconds, ok: passed, stage: isStage } of times) {
    console.log(
      `  ${isStage ? '=' : ' '} ${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)}  ${passed ? 'ok' : 'FAILED'}`,
    );
  }
  console.log(ok ? 'All stages passed.' : 'A stage failed.');
}

const demoBuild = `VITE_USE_MOCK=true VITE_REQUEST_TIMEOUT=6000 npx vite build --outDir ${E2E_OUT} --logLevel warn`;

const stages = [
  [
    'checks',
    [
      ['typecheck (TypeScript 7)', 'npm run -s typecheck'],
      // While working, ESLint and Prettier skip the files unchanged since their last pass (caches in
      // node_modules/.cache; no rule here needs type information, so a file's result depends on it alone).
      ['lint', quick ? 'npm run -s lint -- --cache --cache-location node_modules/.cache/eslint/' : 'npm run -s lint'],
      [
        'format',
        quick
          ? 'npm run -s format:check -- --cache --cache-strategy content --cache-location node_modules/.cache/prettier/.cache'
          : 'npm run -s format:check',
      ],
      ['demo build for e2e', demoBuild],
      ...(quick ? [] : [['production bundle check', 'node scripts/check-production-bundle.mjs']]),
    ],
  ],
  [
    'unit',
    [quickUnits ? ['vitest (changed)', 'npx vitest run --changed --passWithNoTests'] : ['vitest', 'npx vitest run']],
  ],
  [
    'e2e',
    [
      [
        quick ? 'playwright (smoke)' : 'playwright',
        `npx playwright test${quick ? ' --grep @smoke' : ''}`,
        { E2E_PREBUILT: '1', E2E_OUT },
      ],
    ],
  ],
];

let ok = true;
for (const [label, commands] of stages) {
  ok = await stage(label, commands);
  if (!ok) break;
}
summary(ok);
process.exit(ok ? 0 : 1);
