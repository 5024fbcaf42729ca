import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solveSmsChallenge } from './sms-proof';

describe('solveSmsChallenge', () => {
  it('finds the number and encodes the payload the server verifies', async () => {
    const hmacKey = 'test-key';
    const challenge = await createChallenge({ hmacKey, maxNumber: 2000, expires: new Date(Date.now() + 60_000) });
    const proof = await solveSmsChallenge({ ...challenge, maxnumber: 2000 });
    expect(proof).not.toBeNull();
    expect(await verifySolution(proof!, hmacKey)).toBe(true);
    expect(await verifySolution(proof!, 'another-key')).toBe(false);
  });
});
