import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { memberMoney } from './money-text';

describe('memberMoney', () => {
  it('writes the digits without the symbol when the merchant cannot be read, rather than failing the notice', async () => {
    const down = { query: () => Promise.reject(new Error('database down')) } as unknown as Db;
    expect(await memberMoney(down, 'DEMO', 500_000)).toEqual({ vi: '500.000,00', en: '500,000.00' });
  });
});
