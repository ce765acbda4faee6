import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * ESLint over every TypeScript and JavaScript source the project owns; `npm test` runs it
 * (test/architecture/lint.test.ts). The layer rules are dependency-cruiser's (.dependency-cruiser.cjs).
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'seeds/catalog/**', 'seeds/samples/**', 'schema/graphql-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A `_`-prefixed binding is unused on purpose (a positional parameter, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Input validators refuse or strip control characters on purpose, so regular expressions name them.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read response bodies loosely; the contract's schemas check their shape (test/support/openapi.ts).
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', module: 'writable', require: 'readonly' } },
  },
);
