import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every import boundary of eslint.config.js (docs/decisions/0046) bites: each
 * case lints one injected line at a virtual file path (the file need not
 * exist; what it imports must) and expects the named rule to fire. A broken
 * zone (wrong folder, missing layer) fails here rather than in a review.
 */
// The project's own configuration: it has no type-aware rule and no cycle
// rule (oxlint runs those, tests/lint/oxlint-rules.test.ts), so a virtual
// file needs no TypeScript project.
const eslint = new ESLint();

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const RESTRICTED_PATHS = 'import-x/no-restricted-paths';
const RESTRICTED_IMPORTS = 'no-restricted-imports';
const RESTRICTED_SYNTAX = 'no-restricted-syntax';

/** An import that is used (so only the boundary rules can object), bound to `name`. */
const importOf = (from: string, name = 'probe') => `import * as ${name} from '${from}';\nexport const ${name}Value = ${name};\n`;

const violations: [name: string, file: string, code: string, rule: string][] = [
  // each layer importing the next one up
  ['config imports the contract', 'src/config/probe.ts', importOf('../../contract/paths'), RESTRICTED_PATHS],
  ['contract imports platform', 'contract/probe.ts', importOf('../src/platform/session'), RESTRICTED_PATHS],
  ['platform imports i18n', 'src/platform/probe.ts', importOf('../i18n/format'), RESTRICTED_PATHS],
  ['i18n imports api', 'src/i18n/probe.ts', importOf('../api/client'), RESTRICTED_PATHS],
  ['api imports ui', 'src/api/probe.ts', importOf('../ui/press'), RESTRICTED_PATHS],
  ['ui imports api (siblings)', 'src/ui/probe.tsx', importOf('../api/errors'), RESTRICTED_PATHS],
  ['ui imports a feature', 'src/ui/probe.tsx', importOf('../features/games/components/game-tile'), RESTRICTED_PATHS],
  ['a feature imports the app', 'src/features/games/probe.ts', importOf('../../app/app'), RESTRICTED_PATHS],
  ['the app imports an entry file', 'src/app/probe.ts', importOf('../main'), RESTRICTED_PATHS],
  // skipping layers is as wrong as the next step
  ['config imports ui', 'src/config/probe.ts', importOf('../ui/press'), RESTRICTED_PATHS],
  ['platform imports api', 'src/platform/probe.ts', importOf('../api/client'), RESTRICTED_PATHS],
  // features, server, service worker, contract
  ['a feature imports another feature', 'src/features/wallet/probe.ts', importOf('../games/components/game-tile'), RESTRICTED_PATHS],
  ['the server imports src beyond config', 'server/probe.ts', importOf('../src/platform/session'), RESTRICTED_PATHS],
  ['the server imports the service worker', 'server/probe.ts', importOf('../sw/routes'), RESTRICTED_PATHS],
  ['the service worker imports src beyond config', 'sw/probe.ts', importOf('../src/api/client'), RESTRICTED_PATHS],
  ['the PWA imports the server', 'src/app/probe.ts', importOf('../../server/app'), RESTRICTED_PATHS],
  ['the contract imports src', 'contract/probe.ts', importOf('../src/config/paths'), RESTRICTED_PATHS],
  ['the contract imports node:fs', 'contract/probe.ts', importOf('node:fs'), RESTRICTED_IMPORTS],
  ['the contract imports a package', 'contract/probe.ts', importOf('react'), RESTRICTED_IMPORTS],
  // screen paths
  ["a '/m/…' literal in a feature", 'src/features/games/probe.ts', "export const path = '/m/home';\n", RESTRICTED_SYNTAX],
  ["a '/m/…' template in a feature", 'src/features/games/probe.ts', 'export const path = (id: string) => `/m/activityDetail?id=${id}`;\n', RESTRICTED_SYNTAX],
  ["a '/m/…' literal in the server", 'server/routes/probe.ts', "export const path = '/m/message';\n", RESTRICTED_SYNTAX],
  ["a '/m/…' literal in the service worker", 'sw/probe.ts', "export const path = '/m/home';\n", RESTRICTED_SYNTAX],
  // server test files share a process (docs/decisions/0075)
  ['a server test replaces a module', 'server/wallet/probe.test.ts', "import { vi } from 'vitest';\nvi.mock('./funds');\n", 'no-restricted-properties'],
];

const clean: [name: string, file: string, code: string][] = [
  ['a feature uses ui, api, i18n, platform, contract and config', 'src/features/games/probe.ts',
    importOf('../../ui/press') + importOf('../../api/client', 'api') + importOf('../../i18n/format', 'i18n') +
      importOf('../../platform/session', 'platform') + importOf('../../../contract/paths', 'contract') +
      importOf('../../config/paths', 'config')],
  ['the app composes features', 'src/app/probe.ts', importOf('../features/games/components/game-tile')],
  ['api uses platform and the contract', 'src/api/probe.ts', importOf('../platform/session') + importOf('../../contract/paths', 'contract')],
  ['the server uses src/config and the contract', 'server/probe.ts', importOf('../src/config/paths') + importOf('../contract/paths', 'contract')],
  ['the service worker uses src/config and the contract', 'sw/probe.ts', importOf('../src/config/paths') + importOf('../contract/messages', 'contract')],
  ['the contract uses valibot and itself', 'contract/probe.ts', importOf('valibot') + importOf('./paths', 'paths')],
  ["a screen path from APP_PATHS", 'server/routes/probe.ts', "import { APP_PATHS } from '../../src/config/paths';\nexport const path = APP_PATHS.message;\n"],
];

describe('import boundaries', { timeout: 60_000 }, () => {
  // loading the config and resolving the first imports takes seconds on a busy machine
  beforeAll(() => rulesFired('src/config/warm-up.ts', 'export const warm = 1;\n'), 120_000);

  it.each(violations)('%s: refused', async (_name, file, code, rule) => {
    expect(await rulesFired(file, code)).toContain(rule);
  });

  it.each(clean)('%s: allowed', async (_name, file, code) => {
    expect(await rulesFired(file, code)).toEqual([]);
  });
});
