/**
 * Vitest global set-up of the `server-pg` project and, when PostgreSQL is
 * installed, of the `server` project (vitest.config.ts): one throwaway
 * PostgreSQL cluster for the project's whole run, with a template database
 * migrated and seeded once, stopped and removed when the run ends.
 * openTestDb() in `server-pg` and sharedTestPostgres() in `server` copy the
 * template (CREATE DATABASE … TEMPLATE, a file copy: tens of milliseconds)
 * so every test file, every call in fact, starts on a fresh database.
 */
import type { TestProject } from 'vitest/node';
import { lowerPasswordHashCostForTests } from '../accounts/password-hash';
import { openReadyDb } from '../db/open';
import { startTestPostgres } from './postgres';
import { POSTGRES_SUITE_TEMPLATE, type PostgresSuite } from './postgres-suite';
import { makeTemplateKeys } from './template-keys';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // the demo accounts' hashes at the tests' cost (password-cost.setup.ts)
  lowerPasswordHashCostForTests();
  const server = await startTestPostgres();
  try {
    const templateUrl = await server.createDatabase(POSTGRES_SUITE_TEMPLATE);
    const db = await openReadyDb({ databaseUrl: templateUrl, dataDir: null }, ['DEMO']);
    await makeTemplateKeys(db);
    await db.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const suite: PostgresSuite = { adminUrl: server.url, port: server.port };
  project.provide('wpsPostgresSuite', suite);
  console.info(`${project.name}: PostgreSQL on 127.0.0.1:${server.port}, template migrated and seeded in ${Date.now() - started} ms`);
  return () => server.stop();
}
