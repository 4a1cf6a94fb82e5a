/**
 * Vite plugin: the sign-in page paints from index.html, and everything it needs is asked for in
 * the first round trip after the HTML (issue 14).
 *
 * - Replaces the `<!-- login-prepaint -->` marker in index.html's #root with the sign-in frame:
 *   the product title, the subtitle and the form's outline in both languages, styled by the login
 *   page's own CSS module (its classes prefixed `lp-`) plus a copy of antd's large input. The frame
 *   is hidden unless the boot script (src/features/login/prepaint-boot.js, a classic script file:
 *   no inline script, so CSP script-src 'self' is enough) finds the user on /login without a
 *   session; it then picks the language and the remembered user name. React's first commit
 *   replaces the frame with the real page, which src/start.tsx renders only once its chunk is there.
 * - Build: the page's scripts wait in a <template id="console-start">: the sign-in route's CSS
 *   preload, a modulepreload for every chunk the entry and the login route import (icons too),
 *   then the entry script; one <template> per language holds antd's texts. The boot script adds
 *   them all at once (one round trip, no chain), right after the frame is on screen, or at once
 *   where no frame shows. Held back, the scripts do not compete with the frame for the slow
 *   phone's first bytes, and the largest paint never waits for them. The entry's stylesheets
 *   (under 1 KiB) are inlined, so the boot script is the only request before the first paint.
 *   A last template names what follows sign-in, which the login page fetches once it is idle.
 * - Build: every chunk the sign-in page runs on load starts with V8's explicit compile hint
 *   (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment). Chrome then
 *   compiles all of their functions on the thread that streams them in, while the frame shows,
 *   instead of one by one on the main thread as React and antd first call them: that lazy
 *   compiling was most of the long task that evaluates the start (profiled in issue 14).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, type HtmlTagDescriptor, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

const MARKER = /<!--\s*login-prepaint\b[^]*?-->/;
const LOGIN_MODULE = '/src/features/login/login-page.tsx';
/** What follows sign-in: the login page fetches its chunks when idle (src/features/login/load.ts). */
const SIGN_IN_MODULE = '/src/features/login/sign-in.ts';
/** Everything past sign-in: its stylesheet (antd's built sheet among it) is fetched while the user types. */
const CONSOLE_MODULE = '/src/router/protected-app.tsx';
/** The console's start, which src/main.tsx imports once the frame has painted. */
const START_MODULE = '/src/start.tsx';
/** The demo build's mock backend (its chunk exists only when VITE_USE_MOCK=true). */
const MOCK_MODULE = '/mocks/browser.ts';
/** antd's locale chunks (src/app/core-providers.tsx loads one per language). */
const ANTD_LOCALES: Record<string, RegExp> = {
  'zh-CN': /antd\/.*locale\/zh_CN\.js$/,
  en: /antd\/.*locale\/en_US\.js$/,
};
export const LANGUAGES = ['zh-CN', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fromRoot = (path: string) => join(ROOT, path);

const BOOT_SCRIPT_PATH = fromRoot('src/features/login/prepaint-boot.js');
const LOGIN_CSS_PATH = fromRoot('src/features/login/login-page.module.css');
const ENV_PATH = fromRoot('src/config/env.ts');

interface LoginTexts {
  title: string;
  subtitle: string;
  username: string;
  password: string;
  rememberMe: string;
  submit: string;
  demoAccounts: string;
}

interface CommonTexts {
  login: LoginTexts;
  languages: Record<Language, string>;
  startFailed: { message: string; reload: string };
}

function commonTexts(lng: Language): CommonTexts {
  return JSON.parse(readFileSync(fromRoot(`src/locales/${lng}/common.json`), 'utf8')) as CommonTexts;
}

/** A text in both languages, the document's language showing (FRAME_CSS). */
function bothLanguages(text: (texts: CommonTexts) => string): string {
  return LANGUAGES.map((lng) => `<span data-lng="${lng}">${escapeHtml(text(commonTexts(lng)))}</span>`).join('');
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * The login page's CSS module for the frame: every class gets the `lp-` prefix, keyframes too, and
 * the pressed language button is the one of the document's language.
 */
export function prefixLoginCss(css: string): string {
  const keyframes = [...css.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]);
  let out = css
    .replace(/\/\*[^]*?\*\//g, '')
    // Each selector list (the text before a `{`, after the previous brace), @media blocks included.
    .replace(/(?<=^|[{}])[^{}]*(?=\{)/g, (prelude) => prelude.replace(/\.(?=[a-zA-Z_])/g, '.lp-'))
    .replace(
      /\[aria-pressed=(['"])true\1\]/g,
      ':is(html:not([lang="en"]) [lang="zh-CN"], html[lang="en"] [lang="en"])',
    );
  for (const name of keyframes) out = out.replace(new RegExp(`\\b${name}\\b`, 'g'), `lp-${name}`);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * What only the frame needs beyond the login page's CSS module: the inputs' texts are spans (the
 * placeholder, or the remembered user name), and the icons static SVG where the page has antd's.
 */
const FRAME_CSS = `
#login-prepaint { display: none; }
.login-prepaint #login-prepaint { display: flex; }
html:not([lang="en"]) :is(#login-prepaint, #start-failed) [data-lng="en"], html[lang="en"] :is(#login-prepaint, #start-failed) [data-lng="zh-CN"] { display: none; }
#start-failed:not([hidden]) { position: fixed; inset: 0; z-index: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; padding: 24px; background: #fff; color: rgba(0, 0, 0, 0.88); font: 15px/1.6 system-ui, sans-serif; text-align: center; }
#start-failed button { padding: 4px 16px; border: 1px solid #1677ff; border-radius: 6px; background: #fff; color: #0958d9; font: inherit; cursor: pointer; }
#start-failed button:focus-visible { outline: 2px solid #0958d9; outline-offset: 2px; }
.lp-input svg { width: 1em; height: 1em; fill: currentColor; }
.lp-text { flex: 1; min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; color: rgba(0, 0, 0, 0.25); }
.lp-text.lp-value { color: rgba(0, 0, 0, 0.88); }
`
  .replace(/\s+/g, ' ')
  .trim();

/** The same icon antd renders (the @ant-design/icons-svg definition), as static SVG. */
function icon(name: string, className = ''): string {
  const definition = (
    require(`@ant-design/icons-svg/lib/asn/${name}`) as {
      default: { icon: { attrs: { viewBox: string }; children: { attrs: { d: string } }[] } };
    }
  ).default;
  const paths = definition.icon.children.map((child) => `<path d="${child.attrs.d}"></path>`).join('');
  const cls = className ? ` class="${className}"` : '';
  return `<svg${cls} viewBox="${definition.icon.attrs.viewBox}" aria-hidden="true" focusable="false">${paths}</svg>`;
}

/** The demo accounts the sign-in page shows with the mock on, read from src/config/env.ts. */
export function demoAccounts(envSource = readFileSync(ENV_PATH, 'utf8')): string {
  const found = /demoAccounts:[^?]*\?\s*'([^']+)'/.exec(envSource)?.[1];
  if (!found) throw new Error('login-prepaint: demoAccounts not found in src/config/env.ts');
  return found;
}

/** The frame's markup; `mock` adds the demo-account hint the mock build shows. */
export function prepaintMarkup(mock: boolean): string {
  const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, commonTexts(lng)])) as Record<
    Language,
    ReturnType<typeof commonTexts>
  >;
  const login = (key: keyof LoginTexts) => bothLanguages((t) => t.login[key]);
  const hint = mock
    ? `<p class="lp-hint">${bothLanguages((t) => t.login.demoAccounts.replace('{{accounts}}', demoAccounts()))}</p>`
    : '';
  const languageButtons = LANGUAGES.map(
    (lng) =>
      `<button type="button" tabindex="-1" lang="${lng}" class="lp-languageButton">${escapeHtml(texts[lng].languages[lng])}</button>`,
  ).join('');
  return [
    '<div id="login-prepaint" class="lp-page" aria-hidden="true" inert>',
    `<div class="lp-language">${languageButtons}</div>`,
    '<section class="lp-card">',
    `<h1 id="login-prepaint-title" class="lp-title">${login('title')}</h1>`,
    `<p class="lp-subtitle">${login('subtitle')}</p>`,
    '<div>',
    `<div class="lp-field"><span class="lp-input"><span class="lp-inputLabel"><span class="lp-icon">${icon('UserOutlined')}</span><span id="login-prepaint-user" class="lp-text">${login('username')}</span></span></span></div>`,
    `<div class="lp-field"><span class="lp-input"><span class="lp-inputLabel"><span class="lp-icon">${icon('LockOutlined')}</span><span class="lp-text">${login('password')}</span></span><span class="lp-toggle">${icon('EyeInvisibleOutlined', 'lp-suffix')}</span></span></div>`,
    `<div class="lp-field"><label class="lp-remember"><input type="checkbox" tabindex="-1" />${login('rememberMe')}</label></div>`,
    `<button type="button" tabindex="-1" class="lp-submit">${login('submit')}</button>`,
    '</div>',
    hint,
    '</section>',
    '</div>',
  ].join('');
}

/**
 * The notice src/main.tsx shows when a chunk of the console's start cannot be loaded (a dropped
 * connection, or a release that replaced the chunks this page asks for): without it the page would
 * stay on the frame, or blank, with nothing to say why. Its texts are the catalogues', as the frame's.
 */
export function startFailedMarkup(): string {
  return [
    '<div id="start-failed" role="alert" hidden>',
    `<p>${bothLanguages((texts) => texts.startFailed.message)}</p>`,
    `<button type="button">${bothLanguages((texts) => texts.startFailed.reload)}</button>`,
    '</div>',
  ].join('');
}

export function prepaintCss(): string {
  return `${FRAME_CSS} ${prefixLoginCss(readFileSync(LOGIN_CSS_PATH, 'utf8'))}`;
}

/** The boot script as it ships: minified (it is on the way to the first paint). */
export function bootScript(): string {
  const { code, errors } = minifySync('login-prepaint.js', readFileSync(BOOT_SCRIPT_PATH, 'utf8'));
  if (errors.length > 0) throw new Error(`login-prepaint: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry?: boolean;
  moduleIds: string[];
  code: string;
  map?: { mappings: string } | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A chunk's file and its static imports, recursively (what it needs before it runs). */
function closure(bundle: Record<string, { type: string }>, fileName: string, found = new Set<string>()): Set<string> {
  const chunk = bundle[fileName] as OutputChunkLike | undefined;
  if (!chunk || chunk.type !== 'chunk' || found.has(fileName)) return found;
  found.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, found);
  return found;
}

/**
 * What the boot script adds once the frame is on screen (or at once where no frame shows): the
 * sign-in route's styles and chunks, the entry's imports, then the entry itself, in one template;
 * and per language, the antd texts. All of it is asked for in one round trip, none of it before
 * the frame has painted.
 */
export function consoleStart(
  bundle: Record<string, { type: string }>,
  entry: string,
  base: string,
  useMock: boolean,
): { tags: HtmlTagDescriptor[] } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunkLike => c.type === 'chunk');
  const href = (file: string) => `${base}${file}`;
  const modulePreloads = (files: Iterable<string>, skip: Set<string>): HtmlTagDescriptor[] =>
    [...files]
      .filter((file) => !skip.has(file))
      .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: href(file) } }));
  const chunkOf = (module: string) => {
    const found = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!found) throw new Error(`login-prepaint: no chunk for ${module}`);
    return found.fileName;
  };
  const entryFiles = closure(bundle, entry);
  const loginFiles = closure(bundle, chunkOf(LOGIN_MODULE), closure(bundle, chunkOf(START_MODULE)));
  const cssOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => [...((bundle[file] as OutputChunkLike).viteMetadata?.importedCss ?? [])]));
  const entryCss = cssOf(entryFiles);
  const loginCss = cssOf(loginFiles);
  const styles: HtmlTagDescriptor[] = [...loginCss]
    .filter((css) => !entryCss.has(css))
    .map((css) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(css) } }));
  // The demo's mock backend starts before the first render on every route: asked for with the rest,
  // not once the start has run (it was a round trip of its own, ~0.1 s, on every demo page load).
  const mockFiles = useMock ? closure(bundle, chunkOf(MOCK_MODULE)) : new Set<string>();
  const all = new Set([...entryFiles, ...loginFiles, ...mockFiles]);
  const start: HtmlTagDescriptor = {
    tag: 'template',
    attrs: { id: 'console-start' },
    children: [
      ...styles,
      ...modulePreloads(all, new Set([entry])),
      { tag: 'script', attrs: { type: 'module', crossorigin: true, src: href(entry) } },
    ],
    injectTo: 'head',
  };
  const locales = LANGUAGES.map((lng): HtmlTagDescriptor => {
    const locale = chunks.find((c) => c.facadeModuleId && ANTD_LOCALES[lng].test(c.facadeModuleId));
    if (!locale) throw new Error(`login-prepaint: no antd locale chunk for ${lng}`);
    return {
      tag: 'template',
      attrs: { id: `login-preload-${lng}` },
      children: modulePreloads(closure(bundle, locale.fileName), all),
      injectTo: 'head',
    };
  });
  // The console's stylesheet (108 KiB gzip with antd's built sheet): a low-priority prefetch, so the
  // console's first paint after sign-in does not wait for it.
  const consoleCss = [...cssOf([chunkOf(CONSOLE_MODULE)])]
    .filter((css) => !entryCss.has(css) && !loginCss.has(css))
    .map((css) => ({ tag: 'link', attrs: { rel: 'prefetch', as: 'style', crossorigin: true, href: href(css) } }));
  const afterSignIn: HtmlTagDescriptor = {
    tag: 'template',
    attrs: { id: 'after-sign-in' },
    children: [...modulePreloads(closure(bundle, chunkOf(SIGN_IN_MODULE)), all), ...consoleCss],
    injectTo: 'head',
  };
  return { tags: [start, ...locales, afterSignIn] };
}

/** V8's explicit compile hint: compile every function of this file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks the sign-in page runs on load (the entry's, the start's and the login route's), each
 * prefixed with the compile hint, which V8 reads only at the very top of a file. Source maps move
 * down one line with the code.
 */
export function addCompileHints(bundle: Record<string, { type: string }>): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunkLike => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const chunkOf = (module: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)))?.fileName;
  const start = chunkOf(START_MODULE);
  const login = chunkOf(LOGIN_MODULE);
  if (!entry || !start || !login) throw new Error('login-prepaint: no entry, start or login chunk to hint');
  const files = closure(bundle, login, closure(bundle, start, closure(bundle, entry.fileName)));
  for (const file of files) {
    const chunk = bundle[file] as OutputChunkLike;
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
  return [...files];
}

export function loginPrepaint(options: { useMock: boolean }): Plugin {
  const boot = bootScript();
  const bootFile = `assets/login-prepaint-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  const DEV_BOOT = '/@login-prepaint/boot.js';
  let base = '/';
  let isBuild = false;
  return {
    name: 'login-prepaint',
    configResolved(config) {
      base = config.base;
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(DEV_BOOT, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(bootScript());
      });
    },
    buildStart() {
      if (isBuild) this.emitFile({ type: 'asset', fileName: bootFile, source: boot });
    },
    generateBundle: {
      // After Vite's own additions to the chunks (its preload list goes first in a chunk).
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!MARKER.test(html)) throw new Error('login-prepaint: index.html lacks the <!-- login-prepaint --> marker');
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', attrs: { id: 'login-prepaint-style' }, children: prepaintCss(), injectTo: 'head' },
        ];
        const bootSrc = isBuild ? `${base}${bootFile}` : DEV_BOOT;
        let rest = html;
        const first = [`<link rel="preload" as="script" href="${bootSrc}">`];
        const bundle = ctx.bundle as Record<string, { type: string; source?: string | Uint8Array }> | undefined;
        if (bundle && ctx.chunk) {
          const start = consoleStart(bundle, ctx.chunk.fileName, base, options.useMock);
          tags.push(...start.tags);
          // Vite's own entry script and module preloads now wait in the console-start template.
          rest = rest
            .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
          if (/type="module"|rel="modulepreload"/.test(rest)) {
            throw new Error('login-prepaint: index.html still loads a module before the frame has painted');
          }
          // The stylesheets are a few hundred bytes: inline, they cost no round trip before the paint.
          rest = rest.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_link, href: string) => {
            const asset = bundle[href.slice(base.length)];
            if (typeof asset?.source !== 'string')
              throw new Error(`login-prepaint: no stylesheet ${href} in the bundle`);
            first.push(`<style>${asset.source.trim()}</style>`);
            return '';
          });
        }
        tags.push({ tag: 'script', attrs: { src: bootSrc }, injectTo: 'body' });
        // The first paint waits for the boot script: ask for it first.
        const charset = /<meta charset[^>]*>/i;
        const ordered = charset.test(rest)
          ? rest.replace(charset, (meta) => `${meta}\n    ${first.join('\n    ')}`)
          : rest.replace(/<head>/i, `<head>${first.join('')}`);
        const withNotice = ordered.replace(/<\/body>/i, `${startFailedMarkup()}\n  </body>`);
        return { html: withNotice.replace(MARKER, prepaintMarkup(options.useMock)), tags };
      },
    },
  };
}
