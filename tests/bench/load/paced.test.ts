import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstDueMs, runPacedPlayers } from './paced';

describe('paced players', () => {
  let server: Server;
  let origin = '';
  /** When each request arrived, ms since the first. */
  const arrivals: number[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      arrivals.push(performance.now());
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/bad' ? '{"success":false}' : '{"success":true}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('spreads the players first requests over the second', () => {
    expect([0, 1, 2, 3].map((i) => firstDueMs(i, 4))).toEqual([0, 250, 500, 750]);
  });

  it('sends one request a second per player, spread out rather than in one burst, and counts refusals', async () => {
    arrivals.length = 0;
    const plans = Array.from({ length: 10 }, (_, i) => [{ method: 'GET', path: i === 0 ? '/bad' : '/ok' }]);
    const figures = await runPacedPlayers(origin, plans, 1, (status, body) => status === 200 && body.includes('"success":true'));
    expect(figures.requests).toBe(10);
    expect(figures.errors).toBe(0);
    expect(figures.refused).toBe(1);
    expect(figures.sample).toContain('"success":false');
    // ten players in one second arrive about 100 ms apart, not together
    const span = Math.max(...arrivals) - Math.min(...arrivals);
    expect(span).toBeGreaterThan(600);
  });
});
