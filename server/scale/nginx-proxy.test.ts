/**
 * The deployment of docs/operations.md, run for real: Debian's nginx with
 * the repository's own configuration (deploy/nginx/wps.conf) and a
 * throwaway certificate, in front of two server processes on one
 * PostgreSQL, each with TRUST_PROXY set to the address nginx connects from.
 * Over TLS the answers carry HSTS; rate limits count the real client (not
 * the proxy, not a forged X-Forwarded-For); Server-Sent Events arrive
 * through the proxy at once; a rolling restart of one instance loses no
 * acknowledged request. tests/ensure-nginx.sh installs nginx for `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { MEMBER_EVENT_PATHS } from '../../contract/events';
import { DEMO_GAME_PATHS } from '../../contract/games';
import { PATHS } from '../../contract/paths';
import { openDb } from '../db/open';
import { openEventStream } from '../testing/event-stream-client';
import { freePort } from '../testing/free-port';
import { call, demoSlot, testSession } from '../testing/http-client';
import { expectLedgerBalanced } from '../testing/ledger';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;
const OPENSSL = spawnSync('openssl', ['version']).status === 0;
const UNAVAILABLE = POSTGRES_UNAVAILABLE ?? (NGINX ? null : 'nginx is not installed (bash tests/ensure-nginx.sh)') ?? (OPENSSL ? null : 'openssl is not installed');
if (UNAVAILABLE) console.warn(`skipping the reverse-proxy test: ${UNAVAILABLE}`);

const DEPLOY_CONF = resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'wps.conf');
/** nginx connects to the instances from here (the file's proxy_bind): their TRUST_PROXY. */
const PROXY_ADDRESS = '127.0.0.1';
/** Two players on other loopback addresses, as two real clients. */
const CLIENT = '127.0.0.2';
const OTHER_CLIENT = '127.0.0.3';
const CAPTCHA_MAX = 3;

/** The repository's file with only the marked addresses, ports and paths changed; each must be found exactly once. */
function renderDeployConf(ports: { plain: number; tls: number; a: number; b: number }, cert: string, key: string): string {
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  const swap = (from: RegExp, to: string) => {
    expect(conf.match(new RegExp(from.source, 'g'))?.length ?? 0, `deploy/nginx/wps.conf has ${from} once`).toBe(1);
    conf = conf.replace(from, to);
  };
  swap(/server 127\.0\.0\.1:8081 /, `server 127.0.0.1:${ports.a} `);
  swap(/server 127\.0\.0\.1:8082 /, `server 127.0.0.1:${ports.b} `);
  swap(/listen 80;/, `listen 127.0.0.1:${ports.plain};`);
  swap(/listen 443 ssl/, `listen 127.0.0.1:${ports.tls} ssl`);
  swap(/ssl_certificate {5}\S+;/, `ssl_certificate ${cert};`);
  swap(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  return conf;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { success?: boolean; value?: unknown; errorCode?: string } | null;
}

describe.skipIf(UNAVAILABLE !== null)('nginx with TLS in front of two instances on one PostgreSQL', { timeout: 90_000 }, () => {
  let pg: SharedTestPostgres;
  let databaseUrl: string;
  let base: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: ChildProcess;
  let ca: string;
  let tlsPort: number;
  let plainPort: number;

  /** A request through nginx over TLS, from `localAddress`, trusting only the throwaway certificate. */
  function viaProxy(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
    return new Promise((done, fail) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = httpsRequest(
        {
          host: '127.0.0.1', servername: 'localhost', port: tlsPort, path, method, ca, agent: false, localAddress: options.from ?? CLIENT,
          headers: { Merchant: 'DEMO', ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            let body: Answer['body'];
            try {
              body = JSON.parse(text) as Answer['body'];
            } catch {
              body = null;
            }
            done({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }

  async function startNginx(dir: string, conf: string): Promise<ChildProcess> {
    const main = join(dir, 'nginx.conf');
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp), { recursive: true });
    writeFileSync(join(dir, 'wps.conf'), conf);
    writeFileSync(main, [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(dir, temp)};`),
      `  include ${join(dir, 'wps.conf')};`,
      '}',
    ].join('\n'));
    const child = spawn(NGINX!, ['-p', dir, '-c', main, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const exited = new Promise((done) => child.once('exit', done));
    // Until it answers over TLS (or exits: its error log says why); the ceiling bounds a hang.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answered = await Promise.race([viaProxy('GET', PATHS.systemStatus).then(() => true, () => false), exited.then(() => 'exited' as const)]);
      if (answered === true) return child;
      if (answered === 'exited' || Date.now() > deadline) {
        const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
        throw new Error(`nginx did not start: ${said}\n${log}`);
      }
      await new Promise((next) => setTimeout(next, 100));
    }
  }

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'wps-nginx-'));
    const certDir = join(base, 'tls');
    mkdirSync(certDir);
    const cert = join(certDir, 'cert.pem');
    const key = join(certDir, 'key.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    ca = readFileSync(cert, 'utf8');

    pg = sharedTestPostgres();
    // a copy of the run's migrated, seeded template: the instances start with nothing to migrate
    databaseUrl = (await pg.createDatabase('behind_nginx', { fromTemplate: true })).url;
    const env = { TRUST_PROXY: PROXY_ADDRESS };
    [a, b] = await Promise.all([
      startServerProcess({ dataDir: join(base, 'a'), databaseUrl, env }),
      startServerProcess({ dataDir: join(base, 'b'), databaseUrl, env }),
    ]);
    [plainPort, tlsPort] = [await freePort(), await freePort()];
    nginx = await startNginx(join(base, 'nginx'), renderDeployConf({ plain: plainPort, tls: tlsPort, a: a.port, b: b.port }, cert, key));
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGQUIT');
      await gone;
    }
    await Promise.all([a?.stop(), b?.stop()]);
    await pg?.dropDatabases();
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it('answers over TLS with HSTS, and plain HTTP only redirects to HTTPS', async () => {
    const answer = await viaProxy('GET', PATHS.systemStatus);
    expect(answer.status).toBe(200);
    expect(answer.body?.success).toBe(true);
    // the instance believed the proxy's X-Forwarded-Proto: the request was HTTPS
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const plain = await new Promise<{ status: number; location: string | undefined }>((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port: plainPort, path: '/m/home', headers: { Host: 'wps.example' }, agent: false }, (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on('error', fail);
      req.end();
    });
    expect(plain).toEqual({ status: 308, location: 'https://wps.example/m/home' });
  });

  it('counts rate limits by the real client: not by the proxy, and not by an X-Forwarded-For the client made up', async () => {
    for (const instance of [a, b]) {
      const set = await call(instance.origin, 'PUT', '/__test/rate-limits', { body: { captcha: { max: CAPTCHA_MAX, windowMs: 600_000 }, captchaDevice: { max: 1000, windowMs: 600_000 } } });
      expect(set.status).toBe(200);
    }
    const captcha = (from: string, forged: string, n: number) =>
      viaProxy('GET', `${AUTH_PATHS.captcha}?deviceId=proxy-device-${from}-${n}`, { from, headers: { 'X-Forwarded-For': forged } });
    const statuses: number[] = [];
    // each with another made-up address, alternating between the instances (round robin)
    for (let n = 0; n <= CAPTCHA_MAX; n++) statuses.push((await captcha(CLIENT, `198.51.100.${n + 1}`, n)).status);
    expect(statuses).toEqual([...Array<number>(CAPTCHA_MAX).fill(200), 429]);
    // another player behind the same proxy is not counted with the first
    const other = await captcha(OTHER_CLIENT, '198.51.100.1', 0);
    expect(other.status).toBe(200);
    expect(other.body?.success).toBe(true);
  });

  it('streams Server-Sent Events through the proxy as they happen', async () => {
    const { token } = await testSession(a.origin, 'proxy_streamer', 1_000_000);
    const slot = await demoSlot(a.origin, token);
    const ticket = await viaProxy('POST', MEMBER_EVENT_PATHS.ticket, { headers: { Authorization: token } });
    const streamTicket = (ticket.body?.value as { ticket: string }).ticket;
    const stream = await openEventStream(`https://localhost:${tlsPort}${MEMBER_EVENT_PATHS.stream}?ticket=${encodeURIComponent(streamTicket)}`,
      { Merchant: 'DEMO' }, { ca, localAddress: CLIENT });
    try {
      expect(stream.status).toBe(200);
      const balanceEvent = stream.next((frame) => (frame.data as { kind?: string }).kind === 'balance');
      const spin = await viaProxy('POST', DEMO_GAME_PATHS.spin, { body: slot });
      expect(spin.body?.success).toBe(true);
      const returned = performance.now();
      const frame = await balanceEvent;
      // buffered by the proxy, the frame would wait for a full buffer or the stream's end
      const afterMs = Math.round(frame.at - returned);
      console.info(`balance event through nginx: ${afterMs} ms after the spin's answer`);
      expect(afterMs).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('loses no acknowledged request while one instance restarts', async () => {
    const { token } = await testSession(b.origin, 'proxy_roller', 1_000_000);
    const slot = await demoSlot(b.origin, token);
    let rolling = true;
    const reads: number[] = [];
    let acknowledgedSpins = 0;
    const readLoop = async () => {
      while (rolling) reads.push((await viaProxy('GET', PATHS.systemStatus).catch(() => ({ status: 0 }))).status);
    };
    const spinLoop = async () => {
      while (rolling) {
        const spin = await viaProxy('POST', DEMO_GAME_PATHS.spin, { body: slot }).catch(() => null);
        if (spin?.status === 200 && spin.body?.success) acknowledgedSpins += 1;
      }
    };
    const loops = [readLoop(), readLoop(), spinLoop(), spinLoop()];
    try {
      // the rolling step: A stops (its clean shutdown), and starts again on its port
      await a.stop();
      const logOfA = `${a.dataDir}.log`;
      const logBefore = statSync(logOfA).size;
      a = await startServerProcess({ dataDir: a.dataDir, databaseUrl, env: { TRUST_PROXY: PROXY_ADDRESS }, port: a.port });
      // until the new A has answered the proxy (nginx tries a failed instance again after its fail_timeout)
      const spinsOnNewA = () => readFileSync(logOfA, 'utf8').slice(logBefore).split(DEMO_GAME_PATHS.spin).length - 1;
      await expect.poll(spinsOnNewA, { timeout: 30_000 }).toBeGreaterThan(5);
    } finally {
      rolling = false;
      await Promise.all(loops);
    }
    // reads are retried on the other instance by nginx: none failed
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    expect(acknowledgedSpins).toBeGreaterThan(0);
    const db = await openDb({ databaseUrl, dataDir: join(base, 'ledger-check') });
    try {
      const [rounds] = await db.query<{ n: string }>(
        "select count(*)::text as n from bet_records r join members m on m.id = r.member_id where m.username = 'proxy_roller'",
      );
      // every spin the player was told about is in the books (one whose answer was lost may be too)
      expect(Number(rounds!.n)).toBeGreaterThanOrEqual(acknowledgedSpins);
      await expectLedgerBalanced(db);
    } finally {
      await db.close();
    }
  });
});
