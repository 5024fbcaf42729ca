/**
 * The load bench's yardstick: a bare Fastify route answering a fixed body
 * (the status the real server just sent), nothing else — no hooks, no
 * database, no log. Run as its own process, like the server it is compared
 * with, so both share the machine the same way:
 *
 *   node --import tsx tests/bench/load/bare-route.ts <port> <body-file>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export const BARE_PATH = '/bare';

async function main(): Promise<void> {
  const [portText, bodyFile] = process.argv.slice(2);
  const body = readFileSync(bodyFile ?? '', 'utf8');
  const app = Fastify();
  app.get(BARE_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: Number(portText), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
