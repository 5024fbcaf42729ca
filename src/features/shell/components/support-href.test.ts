import { describe, expect, it } from 'vitest';
import { supportHref } from './main-header';

describe('the header headset', () => {
  it('opens the live chat while it is on, else the message centre with its other support entries', () => {
    expect(supportHref(true, true)).toBe('/m/message?service=1');
    expect(supportHref(true, false)).toBe('/m/message');
  });

  it('sends a guest to login first, returning to the same place', () => {
    expect(supportHref(false, true)).toBe('/m/login?redirect=%2Fm%2Fmessage%3Fservice%3D1');
    expect(supportHref(false, false)).toBe('/m/login?redirect=%2Fm%2Fmessage');
  });
});
