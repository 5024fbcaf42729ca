import { describe, expect, it } from 'vitest';
import { updateActionFor } from './update-policy';

describe('update policy', () => {
  it('applies an update found within 60 s of start-up when no form holds input', () => {
    expect(updateActionFor(5_000, false)).toBe('apply-now');
    expect(updateActionFor(60_000, false)).toBe('apply-now');
  });
  it('offers an update found later instead of reloading', () => {
    expect(updateActionFor(60_001, false)).toBe('offer');
  });
  it('never reloads while a form holds unsaved input', () => {
    expect(updateActionFor(1_000, true)).toBe('offer');
  });
});
