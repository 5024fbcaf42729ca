import { isIos } from './ios-version';

/** Which install the download page leads with. */
export type DevicePlatform = 'ios' | 'android' | 'other';

/**
 * The player's platform from the browser: iPadOS reports itself as a Mac
 * with touch, so a touch "Macintosh" counts as iOS.
 */
export function devicePlatform(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (isIos(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}
