import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { memberMoney, memberPercent } from './money-text';

describe('memberMoney', () => {
  it('writes the digits without the symbol when the merchant cannot be read, rather than failing the notice', async () => {
    const down = { query: () => Promise.reject(new Error('database down')) } as unknown as Db;
    expect(await memberMoney(down, 'DEMO', 500_000)).toEqual({ vi: '500.000', en: '500,000' });
  });

  it('keeps two decimals only for an amount with a fraction', async () => {
    const down = { query: () => Promise.reject(new Error('database down')) } as unknown as Db;
    expect(await memberMoney(down, 'DEMO', 1_234.5)).toEqual({ vi: '1.234,50', en: '1,234.50' });
  });
});

describe('memberPercent', () => {
  it('writes a percentage as the app does in each language', () => {
    expect(memberPercent(1.5)).toEqual({ vi: '1,5%', en: '1.5%' });
    expect(memberPercent(20)).toEqual({ vi: '20%', en: '20%' });
  });
});
