// Lint rules, including the import boundaries of docs/decisions/0046: the
// layers are ordered config ← contract ← platform ← i18n ← api ← ui ←
// features ← app (← the entry files), a layer imports only layers to its
// left, and ui and api are siblings (neither imports the other); a feature
// knows no other feature; the server and the service worker know only the
// wire contract and src/config. tests/lint/boundaries.test.ts proves each
// zone fires.
//
// The type-aware rules (no promise floats, none is misused, nothing
// non-thenable is awaited) and the import-cycle rule run in oxlint
// (.oxlintrc.json, `npm run lint` runs both; docs/decisions/0105): on
// TypeScript's native port they took about a tenth of the CPU they took
// here. tests/lint/oxlint-rules.test.ts proves they fire.
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

/** The layers, lowest first; the contract's own zone (below) is stricter than its place here. */
export const LAYERS = ['src/config', 'contract', 'src/platform', 'src/i18n', 'src/api', 'src/ui', 'src/features', 'src/app'];
const entryFiles = ['src/main.tsx', 'src/entry-server.tsx', 'src/react-renderer.ts'];
const outside = ['server', 'sw', 'tests', 'build', 'manifest'];

const layerZones = LAYERS.flatMap((target, index) => {
  if (target === 'contract') return [];
  const left = LAYERS.slice(0, index);
  return [
    {
      target,
      // server and sw: the src zone below
      from: [...LAYERS.slice(index + 1), ...entryFiles, 'tests', 'build', 'manifest'],
      message: `Layer order (docs/decisions/0046): ${target} imports only ${left.length ? left.join(', ') : 'packages'}.`,
    },
  ];
});

const zones = [
  ...layerZones,
  { target: 'src/ui', from: 'src/api', message: 'src/ui must not import src/api: take an error code, a URL or a value from the caller (docs/decisions/0046).' },
  ...features.map((feature) => ({
    target: `${featureDir}/${feature}`,
    from: featureDir,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; lift shared code into a shared layer or compose in src/app.',
  })),
  { target: 'src', from: ['server', 'sw'], message: 'The PWA must not import server or service-worker code.' },
  {
    target: 'contract',
    from: ['src', ...outside],
    message: 'The wire contract is shared by client and server: it imports nothing but valibot.',
  },
  {
    target: 'server',
    from: 'src',
    except: ['./config'],
    message: 'The server may import only config from src (the wire contract lives in contract/).',
  },
  {
    target: 'sw',
    from: 'src',
    except: ['./config'],
    message: 'The service worker may import only config from src, and the wire contract.',
  },
  { target: 'sw', from: 'server', message: 'The service worker must not import server code.' },
  { target: 'server', from: 'sw', message: 'The server must not import service-worker code.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'data', 'test-results', 'playwright-report', '.bench', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/ignore': ['node_modules'],
      // without these import-x follows only .js files and misses cycles through .ts
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-self-import': 'error',
      // oxlint checks unused names, with the same options (.oxlintrc.json, docs/decisions/0105)
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // React's rules where React is: the app. They run React's compiler over
    // each file (most of their cost), which on the server, the service
    // worker and the scripts found nothing to check and cost about a
    // quarter of the lint's time.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The tests' little harness components keep the two classic hook rules;
    // the compiler's rules are about the app's own components (docs/decisions/0105).
    files: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
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
    // Screen paths come from src/config/paths.ts (APP_PATHS, appPath), for
    // the PWA, the server and the service worker alike: a literal '/m/…'
    // would go home silently on a typo.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    ignores: ['src/config/**', 'src/app/routes/route-table.ts', '**/*.test.{ts,tsx}'],
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
    // Server test files share a process per worker (docs/decisions/0075):
    // a module replaced for one file would stay replaced for the files after it.
    files: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Server test files share a process (docs/decisions/0075): pass a test double as a parameter instead of vi.mock.' },
        { object: 'vi', property: 'doMock', message: 'Server test files share a process (docs/decisions/0075): pass a test double as a parameter instead of vi.doMock.' },
      ],
    },
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
