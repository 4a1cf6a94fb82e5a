import { readFileSync } from 'node:fs';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from '@/lib/i18n/detect';
import {
  addCompileHints,
  bootScript,
  COMPILE_HINT,
  consoleStart,
  demoAccounts,
  escapeHtml,
  prefixLoginCss,
  prepaintCss,
  prepaintMarkup,
  startFailedMarkup,
} from '../../scripts/login-prepaint';
import { showStartFailed } from '@/start-failed';

interface Common {
  login: Record<string, string>;
  startFailed: { message: string; reload: string };
}
const en = JSON.parse(readFileSync('src/locales/en/common.json', 'utf8')) as Common;
const zh = JSON.parse(readFileSync('src/locales/zh-CN/common.json', 'utf8')) as Common;
const BOOT = bootScript();

/** index.html as the build makes it, as far as the boot script reads it. */
function mountIndexHtml(mock = false): void {
  document.head.innerHTML = [
    '<template id="console-start"><link rel="modulepreload" href="/assets/boot.js">',
    '<script type="module" crossorigin src="/assets/index.js"></script></template>',
    '<template id="login-preload-zh-CN"><link rel="modulepreload" href="/assets/zh_CN.js"></template>',
    '<template id="login-preload-en"><link rel="modulepreload" href="/assets/en_US.js"></template>',
  ].join('');
  document.body.innerHTML = `<div id="root">${prepaintMarkup(mock)}</div>`;
  document.documentElement.className = '';
  document.documentElement.lang = 'zh-CN';
}

function runBoot(): void {
  // The script as it ships (minified), run as a classic script reading the page's globals.
  new Function(BOOT)();
}

const shown = () => document.documentElement.classList.contains('login-prepaint');
const preloads = () =>
  [...document.head.querySelectorAll(':scope > link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
/** The entry script, once the boot script has added it to the page. */
const entry = () => document.head.querySelector<HTMLScriptElement>(':scope > script[src="/assets/index.js"]');

/** Paint timing as a browser reports it: `paint()` delivers the first contentful paint. */
function fakePaintTiming(): { paint: () => void } {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: () => {
      for (const callback of [...observers]) {
        callback(
          { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) },
          {
            disconnect: () => observers.splice(observers.indexOf(callback), 1),
          },
        );
      }
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Cookies.remove('language');
  Cookies.remove('Admin-Token');
  localStorage.removeItem('console:rememberedUser');
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('the boot script of index.html (issue 14)', () => {
  // It adds the scripts one per task: `settle` runs those tasks (not the one-second fallback).
  beforeEach(() => {
    vi.useFakeTimers();
  });
  const settle = () => vi.advanceTimersByTime(50);

  it('picks the language exactly as src/lib/i18n/detect.ts does', () => {
    const cases: [string | undefined, string[]][] = [
      [undefined, ['en-US', 'en']],
      [undefined, ['zh-CN']],
      [undefined, ['de-DE', 'zh-TW']],
      [undefined, ['de-DE', 'fr-FR']],
      [undefined, []],
      ['en', ['zh-CN']],
      ['zh-CN', ['en-US']],
      ['zh-HK', ['en-US']],
      ['klingon', ['zh-CN']],
      ['', ['en-GB']],
    ];
    const languages = vi.spyOn(navigator, 'languages', 'get');
    for (const [saved, browser] of cases) {
      mountIndexHtml();
      languages.mockReturnValue(browser);
      if (saved === undefined) Cookies.remove('language');
      else Cookies.set('language', saved);
      runBoot();
      expect(document.documentElement.lang, `cookie ${saved}, browser ${browser.join(',')}`).toBe(
        detectLanguage(saved, browser),
      );
    }
  });

  it("asks for the picked language's antd texts, and only those", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    mountIndexHtml();
    runBoot();
    settle();
    expect(preloads()).toContain('/assets/en_US.js');
    expect(preloads()).not.toContain('/assets/zh_CN.js');

    mountIndexHtml();
    Cookies.set('language', 'zh-CN');
    runBoot();
    settle();
    expect(preloads()).toContain('/assets/zh_CN.js');
    expect(preloads()).not.toContain('/assets/en_US.js');
  });

  it('starts the console at once where no frame shows, with a script that runs (not a clone)', () => {
    mountIndexHtml();
    Cookies.set('language', 'zh-CN');
    window.history.replaceState(null, '', '/dashboard');
    runBoot();
    settle();
    expect(preloads()).toEqual(['/assets/zh_CN.js', '/assets/boot.js']);
    // The entry comes after the preloads of what it imports.
    expect(document.head.lastElementChild).toBe(entry());
    const script = entry();
    expect(script?.type).toBe('module');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
  });

  it('holds every script back until the frame is on screen, then asks for all of them in a row', () => {
    const timing = fakePaintTiming();
    mountIndexHtml();
    Cookies.set('language', 'zh-CN');
    window.history.replaceState(null, '', '/login');
    runBoot();
    expect(shown()).toBe(true);
    expect(preloads()).toEqual([]);
    expect(entry()).toBeNull();

    timing.paint();
    settle();
    expect(preloads()).toEqual(expect.arrayContaining(['/assets/boot.js', '/assets/zh_CN.js']));
    expect(entry()).not.toBeNull();
    // Once: the fallback timer adds nothing more.
    vi.advanceTimersByTime(2000);
    expect(document.head.querySelectorAll(':scope > script').length).toBe(1);
  });

  it('starts anyway after a second when no paint is reported, and at once in a hidden tab', () => {
    fakePaintTiming();
    mountIndexHtml();
    window.history.replaceState(null, '', '/login');
    runBoot();
    vi.advanceTimersByTime(999);
    expect(entry()).toBeNull();
    vi.advanceTimersByTime(1);
    settle();
    expect(entry()).not.toBeNull();

    mountIndexHtml();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runBoot();
    settle();
    expect(entry()).not.toBeNull();
  });

  it('shows the sign-in frame on /login without a session, nowhere else', () => {
    mountIndexHtml();
    window.history.replaceState(null, '', '/dashboard');
    runBoot();
    expect(shown()).toBe(false);

    mountIndexHtml();
    window.history.replaceState(null, '', '/login?redirect=%2Fsystem%2Fuser');
    runBoot();
    expect(shown()).toBe(true);

    // Signed in: the app goes on to the console, so the frame would only flash.
    mountIndexHtml();
    Cookies.set('Admin-Token', 'abc');
    runBoot();
    expect(shown()).toBe(false);
  });

  it('shows the remembered user name the page will show, as text', () => {
    mountIndexHtml();
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('console:rememberedUser', '<b>admin</b>');
    runBoot();
    const field = document.getElementById('login-prepaint-user');
    expect(field?.textContent).toBe('<b>admin</b>');
    expect(field?.querySelector('b')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('#login-prepaint input[type=checkbox]')?.checked).toBe(true);
  });
});

describe('the sign-in frame in index.html', () => {
  it('carries the title and the form texts of both languages from the locale files', () => {
    const html = prepaintMarkup(false);
    for (const texts of [en.login, zh.login]) {
      for (const key of ['title', 'subtitle', 'username', 'password', 'rememberMe', 'submit']) {
        expect(html).toContain(`>${escapeHtml(texts[key])}<`);
      }
    }
  });

  it('is inert and hidden from assistive technology (the real form follows)', () => {
    document.body.innerHTML = prepaintMarkup(false);
    const frame = document.getElementById('login-prepaint');
    expect(frame?.hasAttribute('inert')).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelector('[placeholder]')).toBeNull();
  });

  it('has the demo accounts only when the mock is on (invariant 13)', () => {
    expect(prepaintMarkup(false)).not.toContain('admin123');
    expect(prepaintMarkup(true)).toContain(escapeHtml(demoAccounts()));
    expect(demoAccounts()).toContain('admin / admin123');
  });

  it("styles the frame with the login page's own CSS, every class prefixed", () => {
    const css = prefixLoginCss(
      '.page { color: red; } .a .b:hover:not(:disabled) { opacity: 0.75; transition: all 0.2s; }',
    );
    expect(css).toBe(
      '.lp-page { color: red; } .lp-a .lp-b:hover:not(:disabled) { opacity: 0.75; transition: all 0.2s; }',
    );
    expect(prefixLoginCss('.x { animation: spin 1s; } @keyframes spin { to { opacity: 0; } }')).toBe(
      '.x { animation: lp-spin 1s; } @keyframes lp-spin { to { opacity: 0; } }'.replace('.x', '.lp-x'),
    );
    // Nothing in the whole frame stylesheet reaches the app's own (hashed) classes.
    const selectors = prepaintCss()
      .replace(/\{[^{}]*\}/g, ',')
      .match(/\.[a-zA-Z_][\w-]*/g);
    expect(selectors?.length).toBeGreaterThan(10);
    expect(selectors?.filter((s) => !s.startsWith('.lp-') && s !== '.login-prepaint')).toEqual([]);
  });
});

describe('the notice when the console cannot start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is in index.html, hidden, with its message and reload button in both languages', () => {
    const html = startFailedMarkup();
    for (const texts of [en.startFailed, zh.startFailed]) {
      expect(html).toContain(`>${escapeHtml(texts.message)}<`);
      expect(html).toContain(`>${escapeHtml(texts.reload)}<`);
    }
    document.body.innerHTML = html;
    const notice = document.getElementById('start-failed');
    expect(notice?.hidden).toBe(true);
    expect(notice?.getAttribute('role')).toBe('alert');
    // Shown, it takes the frame's place in the language the page is in.
    expect(prepaintCss()).toContain('#start-failed:not([hidden])');
  });

  it('shows in place of the sign-in frame, with the focus on its reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<div id="root">${prepaintMarkup(false)}</div>${startFailedMarkup()}`;
    showStartFailed(new TypeError('Failed to fetch dynamically imported module'));
    const notice = document.getElementById('start-failed');
    expect(notice?.hidden).toBe(false);
    expect(document.getElementById('login-prepaint')).toBeNull();
    expect(document.activeElement).toBe(notice?.querySelector('button'));
    expect(console.error).toHaveBeenCalled();
  });
});

describe('the compile hint on what the sign-in page runs on load', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: moduleIds[0] ?? null,
    isEntry,
    moduleIds,
    imports,
    code: `console.log(${JSON.stringify(fileName)});`,
    map: { mappings: 'AAAA' },
  });
  const bundle = () => ({
    'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/runtime.js'], true),
    'assets/runtime.js': chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
    'assets/boot.js': chunk(
      'assets/boot.js',
      ['/app/src/start.tsx', '/app/node_modules/react-dom/index.js'],
      ['assets/runtime.js'],
    ),
    'assets/login.js': chunk('assets/login.js', ['/app/src/features/login/login-page.tsx'], ['assets/boot.js']),
    'assets/session.js': chunk('assets/session.js', ['/app/src/features/login/sign-in.ts'], ['assets/boot.js']),
    'assets/users.js': chunk('assets/users.js', ['/app/src/features/users/users-page.tsx'], ['assets/boot.js']),
    'assets/login.css': { type: 'asset' as const, fileName: 'assets/login.css', source: '.a{}' },
  });

  it('opens the entry, the start and the login route with the hint, and nothing else', () => {
    const files = bundle();
    expect(addCompileHints(files).sort()).toEqual([
      'assets/boot.js',
      'assets/index.js',
      'assets/login.js',
      'assets/runtime.js',
    ]);
    for (const name of ['assets/index.js', 'assets/runtime.js', 'assets/boot.js', 'assets/login.js'] as const) {
      // V8 reads the hint only at the very top of a file.
      expect(files[name].code.startsWith(COMPILE_HINT)).toBe(true);
      // The source map follows the code one line down.
      expect(files[name].map.mappings).toBe(';AAAA');
    }
    expect(files['assets/session.js'].code).not.toContain('allFunctionsCalledOnLoad');
    expect(files['assets/users.js'].code).not.toContain('allFunctionsCalledOnLoad');
  });

  it('adds the hint once, however often the bundle is written', () => {
    const files = bundle();
    addCompileHints(files);
    addCompileHints(files);
    expect(files['assets/boot.js'].code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    expect(files['assets/boot.js'].map.mappings).toBe(';AAAA');
  });
});

describe("the console start's preloads", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports,
    code: '',
  });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx']),
    'assets/boot.js': chunk('assets/boot.js', ['/app/src/start.tsx']),
    'assets/login.js': chunk('assets/login.js', ['/app/src/features/login/login-page.tsx'], ['assets/boot.js']),
    'assets/session.js': chunk('assets/session.js', ['/app/src/features/login/sign-in.ts'], ['assets/boot.js']),
    'assets/browser.js': chunk('assets/browser.js', ['/app/mocks/browser.ts'], ['assets/jsencrypt.js']),
    'assets/jsencrypt.js': chunk('assets/jsencrypt.js', ['/app/node_modules/jsencrypt/lib/index.js']),
    'assets/zh.js': chunk('assets/zh.js', ['/app/node_modules/antd/es/locale/zh_CN.js']),
    'assets/en.js': chunk('assets/en.js', ['/app/node_modules/antd/es/locale/en_US.js']),
    'assets/protected-app.js': {
      ...chunk('assets/protected-app.js', ['/app/src/router/protected-app.tsx'], ['assets/boot.js']),
      viteMetadata: { importedCss: new Set(['assets/protected-app.css']) },
    },
  };
  const preloadsOf = (useMock: boolean) => {
    const start = consoleStart(bundle, 'assets/index.js', '/', useMock).tags.find(
      (tag) => tag.attrs?.id === 'console-start',
    );
    const children = Array.isArray(start?.children) ? start.children : [];
    return children.filter((tag) => tag.attrs?.rel === 'modulepreload').map((tag) => String(tag.attrs?.href));
  };

  it('asks for the demo backend with the start, where the demo runs on it', () => {
    expect(preloadsOf(true)).toEqual(expect.arrayContaining(['/assets/browser.js', '/assets/jsencrypt.js']));
  });

  it("fetches the console's stylesheet while the user types, as a prefetch that applies nothing", () => {
    const after = consoleStart(bundle, 'assets/index.js', '/', false).tags.find(
      (tag) => tag.attrs?.id === 'after-sign-in',
    );
    const children = Array.isArray(after?.children) ? after.children : [];
    expect(children.map((tag) => tag.attrs)).toContainEqual({
      rel: 'prefetch',
      as: 'style',
      crossorigin: true,
      href: '/assets/protected-app.css',
    });
  });

  it('never in a build without the mock', () => {
    expect(preloadsOf(false)).not.toContain('/assets/browser.js');
    expect(preloadsOf(false)).toEqual(expect.arrayContaining(['/assets/boot.js', '/assets/login.js']));
  });
});
