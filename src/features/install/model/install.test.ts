import { describe, expect, it } from 'vitest';
import { iosTooOldForWebclip, iosVersion } from './ios-version';
import { showsDownloadBar } from './download-bar-visibility';

const IOS = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15`;

describe('install rules', () => {
  it('reads the iOS version', () => {
    expect(iosVersion(IOS('17_2'))).toEqual([17, 2]);
    expect(iosVersion('Mozilla/5.0 (Linux; Android 14)')).toBeNull();
  });
  it('needs iOS 12.4 or higher for the home-screen app', () => {
    expect(iosTooOldForWebclip(IOS('12_3_1'))).toBe(true);
    expect(iosTooOldForWebclip(IOS('11_4'))).toBe(true);
    expect(iosTooOldForWebclip(IOS('12_4'))).toBe(false);
    expect(iosTooOldForWebclip(IOS('16_0'))).toBe(false);
    expect(iosTooOldForWebclip('Mozilla/5.0 (Linux; Android 9)')).toBe(false);
  });
  it('shows the download bar only in a browser, until closed', () => {
    expect(showsDownloadBar('H5', false)).toBe(true);
    expect(showsDownloadBar('H5', true)).toBe(false);
    expect(showsDownloadBar('PWA', false)).toBe(false);
    expect(showsDownloadBar('WEBCLIP', false)).toBe(false);
    expect(showsDownloadBar('APP', false)).toBe(false);
  });
});
