// ESLint: code quality, hooks and accessibility rules, and the architecture's import boundaries.
// The boundaries are the architecture: when a rule refuses an import, move the code
// (shared pieces to src/ui/, contracts to src/contract/), don't loosen the rule.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sectionTypes = fs
  .readdirSync('src/sections', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A section never imports another section: each may import only its own folder under src/sections. */
const sectionIsolation = sectionTypes.map((type) => ({
  target: `./src/sections/${type}`,
  from: './src/sections',
  except: [`./${type}`],
  message: 'A section never imports another section; move what both need to src/ui/ (or src/api, src/content).',
}));

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/**
 * React Router's <Link>, <NavLink> and <Form> bring the data router's code with them (its prefetch
 * links): about 4.4 KB gz on every page of a site that has no data router. src/ui/app-link.tsx has
 * the site's links, on React Router's own click handling.
 */
const routerLinkImports = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink', 'Form'],
  message: "Use AppLink or AppNavLink from src/ui/app-link.tsx: React Router's components bring its data router's code to every page.",
}));

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'tmp/', 'test-results/', 'playwright-report/', 'data/', 'media/', 'public/', '**/generated/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // TypeScript resolves these already; the resolver is slower at it.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // Ajv2020 and AxeBuilder are the names their libraries document for their default exports.
      'import-x/no-named-as-default': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...sectionIsolation,
            {
              target: './src/ui',
              from: ['./src/sections', './src/layout', './src/app', './src/renderer'],
              message: 'src/ui holds shared widgets: it never imports sections, the layout, the renderer or the app.',
            },
            { target: './server', from: './scripts', message: 'The server never imports build scripts; move shared code to server/ or src/.' },
            { target: './src', from: './server', message: 'Browser code never imports the server; shared types and paths live in src/contract/.' },
            { target: './src', from: './scripts', message: 'Browser code never imports build scripts.' },
            // The editor (npm run edit) is a tool on the maintainer's machine: the site never loads a byte of it.
            {
              target: ['./src', './server', './scripts'],
              from: './editor',
              message: 'The site never imports the editor (npm run edit); move shared code to src/ or server/.',
            },
            {
              target: './editor/client',
              from: ['./server', './scripts', './editor/server'],
              message: "The editor's browser code talks to its server over HTTP only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code: no Node built-ins (the Node-only content loader and Node-run tests excepted).
    files: ['src/**/*.{ts,tsx}', 'editor/client/**/*.{ts,tsx}'],
    ignores: ['src/content/node/**', 'src/**/*.test.ts', 'editor/**/*.test.ts', 'src/entry-server.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins.map((name) => ({ name, message: 'Browser code never imports Node built-ins.' })), ...routerLinkImports],
          patterns: [{ group: ['node:*'], message: 'Browser code never imports Node built-ins.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests: Playwright reads fixtures from an object pattern, even an empty one; loose JSON bodies may be any.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
