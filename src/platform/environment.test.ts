import { describe, expect, it } from 'vitest';
import { detectEnvironment, deviceHeaderFor } from './environment';

const base = { userAgent: 'Mozilla/5.0 (Linux; Android 14)', standalone: false, search: '', rememberedWebclip: false };

describe('environment', () => {
  it('is H5 in a plain browser', () => expect(detectEnvironment(base)).toBe('H5'));
  it('is APP when the native app marker is in the user agent', () =>
    expect(detectEnvironment({ ...base, userAgent: `${base.userAgent} WPSApp/3.2.1`, standalone: true })).toBe('APP'));
  it('is PWA in standalone display mode', () => expect(detectEnvironment({ ...base, standalone: true })).toBe('PWA'));
  it('is WEBCLIP when launched from the web clip URL, and stays so', () => {
    expect(detectEnvironment({ ...base, standalone: true, search: '?webclip=1' })).toBe('WEBCLIP');
    expect(detectEnvironment({ ...base, standalone: true, rememberedWebclip: true })).toBe('WEBCLIP');
  });
  it('maps the environment to the Device header', () => {
    expect(deviceHeaderFor('PWA', base.userAgent)).toBe('PWA');
    expect(deviceHeaderFor('WEBCLIP', base.userAgent)).toBe('WEBCLIP');
    expect(deviceHeaderFor('H5', 'Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe('IPAD');
    expect(deviceHeaderFor('H5', base.userAgent)).toBe('OTHERS');
    expect(deviceHeaderFor('APP', base.userAgent)).toBe('OTHERS');
  });
});
