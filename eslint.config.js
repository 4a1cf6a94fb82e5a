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
                'In a page, read usePageLocation / usePageSearchParams (@/router/page-location) and navigate with usePathNavigate (@/router/visit-router).',
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
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['src/api/client.ts', 'tests/**', 'mocks/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
