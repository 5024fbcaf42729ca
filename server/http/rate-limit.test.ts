import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';
import { WpsError } from './wps-error';

describe('RateLimiter', () => {
  it('allows max hits per window and address, then refuses with 429 until the window slides', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ login: { max: 2, windowMs: 1000 } }, () => now);
    limiter.hit('login', 'a');
    limiter.hit('login', 'a');
    limiter.hit('login', 'b');
    let refusal: unknown;
    try {
      limiter.hit('login', 'a');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(WpsError);
    expect(refusal).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', httpStatus: 429, value: { retryAfter: 1 } });
    now += 1001;
    expect(() => limiter.hit('login', 'a')).not.toThrow();
  });

  it('configure replaces rules and forgets counts', () => {
    const limiter = new RateLimiter({ sms: { max: 1, windowMs: 60_000 } });
    limiter.hit('sms', 'a');
    expect(() => limiter.hit('sms', 'a')).toThrow(WpsError);
    limiter.configure({ sms: { max: 3, windowMs: 60_000 } });
    limiter.hit('sms', 'a');
    limiter.hit('sms', 'a');
    expect(limiter.current.sms.max).toBe(3);
  });
});
