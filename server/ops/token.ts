import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The header carrying the ops token on /__ops/* requests. */
export const OPS_TOKEN_HEADER = 'x-ops-token';

const TOKEN_FILE = 'ops-token';
/** pid and port of the server owning DATA_DIR, so `ops` can find it and never open its PGlite twice. */
const SERVER_FILE = 'ops-server.json';

export interface ServerRecord {
  pid: number;
  port: number;
}

/** A fresh secret per start. */
export function newOpsToken(): string {
  return randomBytes(32).toString('hex');
}

/** Written with mode 0600: only the user running the server (and root) may act as operator. */
export function writeOpsFiles(dataDir: string, token: string, port: number): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, TOKEN_FILE), `${token}\n`, { mode: 0o600 });
  writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ pid: process.pid, port } satisfies ServerRecord), { mode: 0o600 });
}

export function removeOpsFiles(dataDir: string): void {
  rmSync(join(dataDir, TOKEN_FILE), { force: true });
  rmSync(join(dataDir, SERVER_FILE), { force: true });
}

export function readOpsToken(dataDir: string): string | null {
  const file = join(dataDir, TOKEN_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

export function readServerRecord(dataDir: string): ServerRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8')) as Partial<ServerRecord>;
    return typeof record.pid === 'number' && typeof record.port === 'number' ? { pid: record.pid, port: record.port } : null;
  } catch {
    return null;
  }
}

/** The other live server recorded in DATA_DIR, if any (a stale record from a crash is ignored). */
export function liveServerIn(dataDir: string): ServerRecord | null {
  const record = readServerRecord(dataDir);
  return record && record.pid !== process.pid && isProcessAlive(record.pid) ? record : null;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Constant-time comparison, so response timing does not leak the token. */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
