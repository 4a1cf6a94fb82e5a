#!/usr/bin/env node
/* global process, console */
// Security invariant 13: a production build (exactly as `npm run build` makes it, the shell's VITE_*
// variables dropped) holds no mock code, worker, private key or demo password. Part of `npm test`'s
// static checks; exits non-zero and names the file and what was found.
import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = process.cwd();
const outDir = 'dist-prod-check';

const mockKey = /'([A-Za-z0-9+/=]{200,})'/.exec(
  await readFile(join(root, 'mocks/keys/rsa-private-key.ts'), 'utf8'),
)?.[1];
if (!mockKey) throw new Error("mocks/keys/rsa-private-key.ts: the mock's private key was not found");

/** @type {[string, RegExp | string][]} */
const forbidden = [
  ['the worker', 'mockServiceWorker'],
  ['a demo password', 'admin123'],
  ['a demo password', 'operator123'],
  ['the fault layer', 'mock:faults'],
  ['the mock database', 'mock:db:'],
  ['the mock handle', '__mock'],
  // jsencrypt itself spells out the PEM header in getPrivateKey(); a key would follow it with base64.
  ['a PEM private key', /-----BEGIN (RSA )?PRIVATE KEY-----(\\n|\s)*[A-Za-z0-9+/]{40}/],
  ['a DER private key', /MIIE[o-v][A-Za-z0-9+/]IBA[AD]/],
  ["the mock's private key", mockKey.slice(-120, -8)],
];

const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
const problems = [];
try {
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const files = (await readdir(join(root, outDir), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  if (!files.some((file) => file.endsWith('.js'))) problems.push('the build has no JavaScript file');
  for (const file of files) {
    const name = file.slice(root.length + 1);
    if (name.endsWith('mockServiceWorker.js')) problems.push(`${name}: the mock service worker file`);
    const text = await readFile(file, 'latin1');
    for (const [what, pattern] of forbidden) {
      const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
      if (found) problems.push(`${name}: ${what} (${String(pattern).slice(0, 40)})`);
    }
  }
} finally {
  await rm(join(root, outDir), { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`The production build holds what only the mock may hold:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Production build: no mock code, worker, private key or demo password.');
