import js from '@eslint/js';
import { createRequire } from 'node:module';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const i18nextDefaults = createRequire(import.meta.url)('eslint-plugin-i18next/lib/options/defaults');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-types/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An import of types only, written inline (import { type A }), stays in the output as an import
      // of the module for its side effects (verbatimModuleSyntax): the bundle then loads the module,
      // and what it imports (a schema module brings Zod), for nothing.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features stay independent: what two features share lives in components/ or lib/; only app/
    // composes features.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+features/', message: 'Features do not import each other; move shared code to components/ or lib/.' }, { regex: '^\\.\\./\\.\\./(?!\\.\\./)[a-z-]+/(api|components|hooks)/', message: 'Features do not import each other; move shared code to components/ or lib/.' }] },
      ],
    },
  },
  {
    // Every UI string goes through i18n: a literal text or user-facing attribute in a component
    // fails lint (see docs/architecture.md, Languages).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'message', 'description', 'confirmLabel', 'cancelLabel', 'busyLabel', 'what', 'detail', 'heading', 'eyebrow', 'prefix'],
          },
          // The plugin's defaults plus: local field helpers (select, text: a field name, then its
          // translated label) and react-hook-form's register(name); input attributes set in objects;
          // a bare URL scheme as a placeholder.
          callees: { exclude: [...i18nextDefaults.callees.exclude, 'select', 'text', 'register'] },
          'object-properties': { exclude: [...i18nextDefaults['object-properties'].exclude, 'autoComplete', 'autoCapitalize', 'inputMode', 'type'] },
          words: { exclude: [...i18nextDefaults.words.exclude, 'https?://'] },
        },
      ],
    },
  },
  {
    // The server's test files share their worker's modules (isolate: false in its vitest config):
    // a module mock or a changed environment would leak into the files that follow.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({ object: 'vi', property, message: 'Server test files share modules; build what the test needs (createTestApp options) instead.' })),
      ],
      'no-restricted-syntax': [
        'error',
        ...['AssignmentExpression > MemberExpression.left', 'UnaryExpression[operator="delete"] > MemberExpression'].map((node) => ({
          selector: `${node}[object.object.name="process"][object.property.name="env"]`,
          message: 'Server test files share a process: pass settings to createTestApp or a child process instead of changing process.env.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', '**/*.mjs', 'apps/server/src/server.ts', 'apps/server/src/db/reset.ts', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
