import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';

const FEATURES = path.resolve(import.meta.dirname, 'src/features');

/** `dashboard` for `…/src/features/dashboard/x.tsx`; undefined outside src/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/**
 * Features do not import each other (style.md): a file in src/features/X may not import from
 * src/features/Y, whether as `@/features/Y/…` or relatively (`../Y/…`, resolved against the file).
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "The '{{own}}' feature imports from the '{{other}}' feature: move what both need to src/components or src/lib.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@/')) target = path.resolve(FEATURES, '..', specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const other = featureOf(target);
      if (!other || other === own) return;
      context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const SRC = path.resolve(import.meta.dirname, 'src');

/**
 * The one-way layers of style.md: shared code (0) → features and route pages (1) → the app shell
 * (2: src/app, src/router, src/layout and the entry files). A file may import its own layer or a
 * lower one, never a higher one.
 */
const LAYERS = [
  [0, ['api', 'lib', 'components', 'stores', 'resources', 'utils', 'config', 'locales']],
  [1, ['features', 'pages']],
];
/** 0, 1 or 2 for a path under src/; undefined outside it. */
function layerOf(file) {
  const relative = path.relative(SRC, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const top = relative.split(path.sep)[0];
  return LAYERS.find(([, dirs]) => dirs.includes(top))?.[0] ?? 2;
}

/**
 * Today's upward imports, each allowed on purpose (paths under src/, a trailing `/` for a folder).
 * Counted with the rule's own resolution: 76 on 2026-12-02 before the layers were written down, 69
 * after moving lazy-slot, safe-redirect and avatar to src/lib and DataPlan to src/lib/page-plan.ts
 * (which ended the circle between router/page-data and the files and statistics features).
 */
const LAYER_EXCEPTIONS = [
  {
    // 38 imports. The page API: a page's own address (usePageLocation, usePageSearchParams), whether
    // it is on screen (usePageShown, usePageOverlay) and a navigation that re-renders nothing
    // (usePathNavigate). They read the contexts the router and the tab cache provide, so they live
    // beside them; pages, features and the toolkit use them instead of react-router's hooks (the
    // rule below), which would re-render every kept page on every navigation.
    from: ['components/', 'features/', 'pages/', 'lib/', 'resources/'],
    to: ['router/page-location', 'router/app-router'],
  },
  {
    // 29 imports. Resource declarations that render a feature's own cells and inputs (device
    // parameter lists and constants, tower options and durations, user, role, menu and department
    // inputs, the configurator's verdict). The declaration is the feature's, filed under
    // src/resources for the toolkit; moving those pieces to src/components is a refactor of its own.
    from: ['resources/'],
    to: ['features/'],
  },
  {
    // 2 imports. The dashboard's catalogue and the load-cell types page link to pages by component:
    // the menu the server sends decides their paths, which only the route table knows.
    from: ['features/dashboard/dashboard-page.tsx', 'pages/wms/sensortypes/index.tsx'],
    to: ['router/route-meta'],
  },
];

const under = (file, prefixes) => {
  const relative = path.relative(SRC, file).split(path.sep).join('/');
  return prefixes.some((prefix) =>
    prefix.endsWith('/')
      ? relative.startsWith(prefix)
      : relative.replace(/\.(tsx?|js)$/, '') === prefix.replace(/\.(tsx?|js)$/, ''),
  );
};

const layerBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward:
        "'{{file}}' (layer {{own}}) imports '{{target}}' (layer {{other}}): shared code → features → app (style.md); move what both need down a layer.",
    },
  },
  create(context) {
    const own = layerOf(context.filename);
    if (own === undefined) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@/')) target = path.resolve(SRC, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const other = layerOf(target);
      if (other === undefined || other <= own) return;
      if (LAYER_EXCEPTIONS.some((e) => under(context.filename, e.from) && under(target, e.to))) return;
      context.report({
        node: source,
        messageId: 'upward',
        data: { file: path.relative(SRC, context.filename), own, target: specifier, other },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'playwright-report', 'test-results', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server text renders as text (security invariant 3).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Only src/api/client.ts talks to axios.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Only src/api/client.ts talks to axios.' }],
          patterns: [
            {
              group: ['@mocks/*', '../mocks/*', '../../mocks/*'],
              message: 'The app never imports the mock (invariant 13); main.tsx loads it dynamically.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages are kept mounted by the tab cache: a component there reading the router's location
    // renders again on every navigation elsewhere (React re-renders every reader of a changed context).
    files: ['src/pages/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/features/login/**', 'src/features/errors/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Only src/api/client.ts talks to axios.' },
            {
              name: 'react-router-dom',
              importNames: ['useLocation', 'useNavigate', 'useSearchParams'],
              message:
                'In a page, read usePageLocation / usePageSearchParams (@/router/page-location) and navigate with usePathNavigate (@/router/app-router).',
            },
          ],
          patterns: [
            {
              group: ['@mocks/*', '../mocks/*', '../../mocks/*'],
              message: 'The app never imports the mock (invariant 13); main.tsx loads it dynamically.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries, 'layer-boundaries': layerBoundaries } } },
    rules: { 'local/layer-boundaries': 'error' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['src/api/client.ts', 'tests/**', 'mocks/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
