import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import files from './scripts/eslintFiles.js';
import layers from './scripts/eslintLayers.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const SCRIPTS = '**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}';

export default defineConfig([
  globalIgnores(['dist', 'functions/lib', 'coverage', 'tests/artifacts', '.emulator-data']),
  {
    // The scripts' rules, kept off the stylesheets, which only the file rules below read.
    files: [SCRIPTS],
    extends: [js.configs.recommended, tseslint.configs.strict],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'functions/**/*.{ts,js,mjs}',
      'emulators/**/*.{ts,mjs}',
      'stack/**/*.ts',
      'tests/**/*.ts',
      'scripts/**/*.{ts,js,mjs}',
      '*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { files },
    rules: { 'files/naming': ['error', { root }], 'files/test-beside-module': ['error', { root }] },
  },
  {
    files: ['**/*.css'],
    plugins: { files },
    language: 'files/stylesheet',
    rules: { 'files/naming': ['error', { root }], 'files/stylesheet-beside-importer': ['error', { root }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/imports': ['error', { root }],
      'layers/player-imports': ['error', { root }],
      'layers/feature-cycles': ['error', { root }],
    },
  },
]);
