import { describe, expect, it } from 'vitest';
import { safePayUrl } from './pay-url';

describe('safePayUrl', () => {
  it('keeps web addresses and refuses the rest', () => {
    expect(safePayUrl('https://pay.example.com/sandbox/pay/pay_abc?lang=vi')).toBe('https://pay.example.com/sandbox/pay/pay_abc?lang=vi');
    expect(safePayUrl('http://localhost:8080/sandbox/pay/x')).toBe('http://localhost:8080/sandbox/pay/x');
    expect(safePayUrl('javascript:alert(1)')).toBeNull();
    expect(safePayUrl('/relative')).toBeNull();
    expect(safePayUrl(null)).toBeNull();
  });
});
