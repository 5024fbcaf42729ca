/**
 * Entry point: `tsx server/main.ts`. Checks the environment, prepares the
 * database, serves the API and the built PWA, and shuts down cleanly.
 */
import { buildApp } from './app';
import { loadEnv, type ServerEnv } from './config';
import { openReadyDb } from './db/open';
import { liveServerIn, newOpsToken, removeOpsFiles, writeOpsFiles } from './ops/token';
import { makeDataDirPrivate } from './private-data';
import { APP_PATHS } from '../src/config/paths';
import { exitWithParent, keepServingOnUnhandledRejection } from './process-guards';

async function start(env: ServerEnv): Promise<void> {
  for (const warning of env.warnings) console.warn(`WARNING: ${warning}`);
  makeDataDirPrivate(env.dataDir);
  const other = liveServerIn(env.dataDir);
  if (other) {
    // Two processes on one PGlite folder corrupt it; with PostgreSQL they would fight over the ops files.
    throw new Error(`another server (pid ${other.pid}, port ${other.port}) is using DATA_DIR ${env.dataDir}`);
  }
  // Written before the database opens: from now on ops.ts sees a live pid
  // and never opens the PGlite folder beside this process.
  const opsToken = newOpsToken();
  writeOpsFiles(env.dataDir, opsToken, env.port);
  const db = await openReadyDb(
    { databaseUrl: env.databaseUrl, dataDir: env.dataDir },
    ['DEMO', env.merchantCode],
  ).catch((error: unknown) => {
    removeOpsFiles(env.dataDir);
    throw error;
  });
  // PGlite sets its files' modes itself (0666), past the umask: tighten what it wrote.
  if (!env.databaseUrl) makeDataDirPrivate(env.dataDir);
  const app = buildApp({
    db,
    config: {
      merchantCode: env.merchantCode,
      distDir: env.distDir,
      testMode: env.testMode,
      // The end-to-end servers check replies too; production pays nothing.
      checkReplies: env.testMode,
      opsToken,
      uploadDir: env.uploadDir,
      logger: true,
      trustProxy: env.trustProxy,
      csp: { connectOrigins: env.cspConnectOrigins, imageOrigins: env.cspImageOrigins },
      overload: env.overload,
      bankNotifySecret: env.bankNotifySecret,
      social: env.social,
      payments: {
        provider: env.payments.provider, callbackSecret: env.payments.callbackSecret ?? undefined, sandboxDelayMs: env.payments.sandboxDelayMs, sweeper: true,
      },
    },
  });

  keepServingOnUnhandledRejection(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // A connection that never ends (a client holding an event stream open) must not keep the process alive.
    setTimeout(() => {
      console.error(`shutdown still waiting after ${SHUTDOWN_CEILING_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_CEILING_MS).unref();
    try {
      await app.close();
      await db.close();
      removeOpsFiles(env.dataDir);
      // Files PGlite created while serving (new WAL segments) were only protected by the folder.
      if (!env.databaseUrl) makeDataDirPrivate(env.dataDir);
      process.exit(0);
    } catch (error) {
      console.error('error during shutdown', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // a server a test started (server/testing/server-process.ts) ends with that test process, even a killed one
  const parentPid = Number(process.env.WPS_PARENT_PID);
  if (Number.isInteger(parentPid) && parentPid > 1) exitWithParent(parentPid, () => void shutdown('parent process gone'));

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await db.close().catch(() => undefined);
    removeOpsFiles(env.dataDir);
    throw error;
  }
  const storage = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`;
  console.info(
    `WPS server ready: http://localhost:${env.port}${APP_PATHS.home}  (merchant ${env.merchantCode}, ${storage}` +
      `${env.testMode ? ', test routes on' : ''})`,
  );
}

/** How long a clean shutdown may take before the process exits anyway. */
const SHUTDOWN_CEILING_MS = 10_000;

let env: ServerEnv;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
start(env).catch((error: unknown) => {
  console.error('server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
