/**
 * Operator command: `npm run ops -- status maintenance --end-minutes 30`,
 * `npm run ops -- flag FREEPLAY3 off`, `npm run ops -- show`.
 *
 * Every command is an entry of server/ops/registry.ts, kept with its domain.
 * It asks the running server (POST /__ops/run) so the change is live at once
 * and PGlite stays owned by one process; with no server running it applies
 * the change to the database directly. See
 * docs/decisions/0024-server-ops-through-running-server.md.
 */
import { loadEnv } from './config';
import type { Db } from './db/db';
import { openReadyDb } from './db/open';
import { parseOpsArgs, USAGE, type OpsCommand } from './ops/args';
import { OpsError } from './ops/commands';
import { runOpsCommand } from './ops/run-command';
import { liveServerIn, readOpsToken, readServerRecord } from './ops/token';
import { OpsRefusal, viaServer } from './ops/via-server';
import { terminalSafe } from './ops/terminal-text';
import { makeDataDirPrivate } from './private-data';

/** Exit code 2 with its message: usage, a refusal, a server that refused the token. */
class ExitError extends Error {}

/*
 * The only two ways this command writes: member text in answers and error
 * messages never reaches the terminal raw (server/ops/terminal-text.ts).
 */
const say = (text: string) => void process.stdout.write(`${terminalSafe(text)}\n`);
const complain = (text: string) => void process.stderr.write(`${terminalSafe(text)}\n`);

async function directly<T>(
  merchant: string,
  env: ReturnType<typeof loadEnv>,
  apply: (db: Awaited<ReturnType<typeof openReadyDb>>) => Promise<T>,
): Promise<T> {
  const other = env.databaseUrl ? null : liveServerIn(env.dataDir);
  if (other) {
    throw new ExitError(
      `a server (pid ${other.pid}) owns ${env.dataDir} but did not answer on port ${other.port}; ` +
        'wait until it is up, or stop it, then retry',
    );
  }
  const db = await openReadyDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }, ['DEMO', env.merchantCode]);
  try {
    return await apply(db);
  } catch (error) {
    if (error instanceof OpsError) throw new ExitError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const command = parseOpsArgs(argv);
  if (typeof command === 'string') throw new ExitError(`${command}\n\n${USAGE}`);
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    throw new ExitError((error as Error).message);
  }
  // Applied directly, the change may create database files: private like the server's.
  makeDataDirPrivate(env.dataDir);
  const merchant = command.merchant ?? env.merchantCode;
  // PORT wins; else the port the server recorded in DATA_DIR; else the default.
  const port = process.env.PORT ? env.port : (readServerRecord(env.dataDir)?.port ?? env.port);
  const token = readOpsToken(env.dataDir);

  const live = token
    ? await viaServer(command, port, token, merchant).catch((error: unknown) => {
      throw error instanceof OpsRefusal ? new ExitError(error.message) : error;
    })
    : null;
  if (live !== null) {
    say(`applied through the running server on port ${port}\n${live}`);
    return;
  }
  const text = await directly(merchant, env, (db) => run(db, merchant, command));
  // PGlite sets its files' modes itself (0666), past the umask.
  makeDataDirPrivate(env.dataDir);
  const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : env.dataDir;
  say(`no server answered; applied directly to ${where}\n${text}`);
}

function run(db: Db, merchantCode: string, command: OpsCommand): Promise<string> {
  return runOpsCommand({ db, merchantCode, app: null }, command);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    complain(error instanceof ExitError ? `ops: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(error instanceof ExitError ? 2 : 1);
  },
);
