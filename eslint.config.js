import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-types/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
    files: ['scripts/**', '**/*.mjs', 'apps/server/src/server.ts', 'apps/server/src/db/reset.ts', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
