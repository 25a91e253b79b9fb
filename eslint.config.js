import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// machines/ hold framework-free statecharts: no React, no HTTP client, no router, no app code.
const machineBoundary = {
  patterns: [
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'], message: 'machines/ must not import React.' },
    { group: ['axios'], message: 'machines/ must not import the HTTP client; declare an actor instead.' },
    { group: ['@tanstack/*'], message: 'machines/ must not import the router; navigate through an event or a supplied action.' },
    { group: ['styled-components'], message: 'machines/ must not import styles.' },
    { group: ['**/src/**', '../src', '../../src', '../../../src'], message: 'machines/ must not import anything under src/.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'coverage', 'test-results', 'playwright-report', 'bench/tmp', 'bench/results.json', 'data', '.probe*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/screens/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', machineBoundary] },
  },
);
