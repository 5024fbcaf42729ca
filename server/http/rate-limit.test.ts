import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/harness';
import { PURGE_RATE_COUNTERS, RateLimiter } from './rate-limit';
import { WpsError } from './wps-error';

async function refusal(hit: Promise<void>): Promise<unknown> {
  try {
    await hit;
  } catch (error) {
    return error;
  }
  return null;
}

describe('RateLimiter (database counters)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('allows max hits per window and subject, then refuses with 429 until the next window', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(db, { login: { max: 2, windowMs: 1000 } }, () => now);
    await limiter.configure({});
    await limiter.hit('login', 'a');
    await limiter.hit('login', 'a');
    await limiter.hit('login', 'b');
    const refused = await refusal(limiter.hit('login', 'a'));
    expect(refused).toBeInstanceOf(WpsError);
    expect(refused).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', httpStatus: 429, value: { retryAfter: 1 } });
    now += 1000;
    expect(await refusal(limiter.hit('login', 'a'))).toBeNull();
  });

  it('two limiters on one database (two server processes) count as one', async () => {
    const rules = { sms: { max: 3, windowMs: 1e12 } };
    const first = new RateLimiter(db, rules);
    const second = new RateLimiter(db, rules);
    await first.configure({});
    await first.hit('sms', 'shared');
    await second.hit('sms', 'shared');
    await first.hit('sms', 'shared');
    expect(await refusal(second.hit('sms', 'shared'))).toMatchObject({ httpStatus: 429 });
  });

  it('concurrent hits never pass more than max', async () => {
    const limiter = new RateLimiter(db, { register: { max: 5, windowMs: 1e12 } });
    await limiter.configure({});
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => refusal(limiter.hit('register', 'burst'))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
  });

  it('configure replaces rules and forgets counts', async () => {
    const limiter = new RateLimiter(db, { sms: { max: 1, windowMs: 1e12 } });
    await limiter.configure({});
    await limiter.hit('sms', 'a');
    expect(await refusal(limiter.hit('sms', 'a'))).toBeInstanceOf(WpsError);
    await limiter.configure({ sms: { max: 3, windowMs: 1e12 } });
    await limiter.hit('sms', 'a');
    await limiter.hit('sms', 'a');
    expect(limiter.current.sms.max).toBe(3);
  });

  it('the housekeeping purge removes ended windows only', async () => {
    const limiter = new RateLimiter(db, { login: { max: 5, windowMs: 1000 } }, () => 5_000);
    const live = new RateLimiter(db, { login: { max: 5, windowMs: 1e12 } });
    await limiter.configure({});
    await limiter.hit('login', 'old');
    await live.hit('login', 'new');
    await db.query(PURGE_RATE_COUNTERS);
    const rows = await db.query<{ subject: string }>('select subject from rate_counters');
    expect(rows.map((row) => row.subject)).toEqual(['new']);
  });
});
