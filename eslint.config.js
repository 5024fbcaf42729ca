// Lint rules, including the import boundaries of docs/architecture:
// shared layers (ui, config, platform, api, i18n) know no feature and no app;
// a feature knows no other feature; the server knows only the wire contract
// and config of the client; nothing imports in a cycle.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const featureDir = 'src/features';
const features = existsSync(featureDir)
  ? readdirSync(featureDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const sharedLayers = ['src/ui', 'src/config', 'src/platform', 'src/api', 'src/i18n'];

const zones = [
  ...sharedLayers.map((target) => ({
    target,
    from: ['src/features', 'src/app'],
    message: 'Shared layers must not import features or the app.',
  })),
  ...features.map((feature) => ({
    target: `${featureDir}/${feature}`,
    from: featureDir,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; lift shared code into a shared layer.',
  })),
  { target: featureDir, from: 'src/app', message: 'Features must not import the app.' },
  { target: 'src', from: 'server', message: 'The PWA must not import server code.' },
  {
    target: 'contract',
    from: ['src', 'server', 'sw', 'tests', 'build', 'manifest'],
    message: 'The wire contract is shared by client and server: it imports nothing but valibot.',
  },
  {
    target: 'server',
    from: 'src',
    except: ['./config'],
    message: 'The server may import only config from src (the wire contract lives in contract/).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.bench', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/ignore': ['node_modules'],
      // without these import-x follows only .js files and misses cycles through .ts
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 20, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // src/api holds the client, the contract, query keys and per-endpoint
    // fetchers and queries; UI flows (navigation, dialogs, toasts) belong to
    // features and are composed in src/app (docs/decisions/0015).
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'wouter', message: 'Navigation is a UI flow: do it in a feature or src/app, not in src/api.' }],
          patterns: [
            {
              group: ['**/ui', '**/ui/*'],
              message: 'src/api must not use src/ui (dialogs, toasts, error text): move the flow into a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screen paths come from src/config/paths.ts (APP_PATHS, appPath): a
    // literal '/m/…' would go home silently on a typo.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**', 'src/app/routes/route-table.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/m\\//]', message: "Name screens with APP_PATHS / appPath() from src/config/paths.ts, not a '/m/…' literal." },
        { selector: 'TemplateElement[value.raw=/^\\/m\\//]', message: "Name screens with APP_PATHS / appPath() from src/config/paths.ts, not a '/m/…' template." },
      ],
    },
  },
  {
    // The contract is loaded by the browser and by the server: a package
    // import here would drag one side's code into the other.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!valibot$|\\./)', message: 'The wire contract imports nothing but valibot and its own files.' }] },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // One query-key convention (src/api/query-keys.ts, docs/decisions/0057):
    // keys are written only in keys modules, so each domain's keys (and its
    // all()) are in one place and an invalidation cannot miss a second copy.
    // A rule of its own, not no-restricted-syntax: flat config would let
    // this block's options replace the '/m/' literal rule's.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/keys.ts', 'src/**/*.test.{ts,tsx}'],
    plugins: {
      'query-keys': {
        rules: {
          'keys-from-keys-modules': {
            meta: { type: 'problem', schema: [] },
            create(context) {
              const report = (node) =>
                context.report({ node, message: 'Write query keys in the domain\'s keys module (<feature>/api/keys.ts or src/api/<domain>/keys.ts), not as a literal here.' });
              return {
                "Property[key.name='queryKey'] > ArrayExpression": report,
                "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression": report,
              };
            },
          },
        },
      },
    },
    rules: { 'query-keys/keys-from-keys-modules': 'error' },
  },
);
