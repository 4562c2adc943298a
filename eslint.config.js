// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (group, message) => ({ group, message });
const server = forbid(['@pariksha/server', '@pariksha/server/*', '**/server/src/**'], 'Only the root depends on @pariksha/server: shared values and types come from @pariksha/contract.');
const app = forbid(['@pariksha/app', '@pariksha/app/*', '**/app/src/**'], 'Nothing imports the app.');
const machines = forbid(['@pariksha/machines', '@pariksha/machines/*', 'xstate', '@xstate/*'], 'ui takes plain props; the app wires machines to it.');
const ui = forbid(['@pariksha/ui', '@pariksha/ui/*'], 'machines and the contract never import ui.');
const react = forbid(['react', 'react/*', 'react-dom', 'react-dom/*'], 'machines and the contract hold no React.');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/drizzle/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // The dependency direction of ARCHITECTURE.md: app → ui, machines, contract; server → contract;
  // ui and machines never import each other or the app. Only the root reaches the server.
  ...[
    ['packages/app/**/*.{ts,tsx}', [server]],
    ['packages/ui/**/*.{ts,tsx}', [server, app, machines]],
    ['packages/machines/**/*.{ts,tsx}', [server, app, ui, react]],
    ['packages/contract/**/*.{ts,tsx}', [server, app, ui, machines, react]],
  ].map(([files, patterns]) => ({ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } })),
  {
    // Scripts and benchmarks print their results.
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
