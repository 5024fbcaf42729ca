/** The iOS version from a user agent, or null when not iOS. */
export function iosVersion(userAgent: string): [number, number] | null {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return null;
  const match = userAgent.match(/OS (\d+)[_.](\d+)/);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** A home-screen app on iOS needs 12.4 or higher (spec §2.8). */
export const IOS_MIN_WEBCLIP: [number, number] = [12, 4];

export function iosTooOldForWebclip(userAgent: string): boolean {
  const version = iosVersion(userAgent);
  if (!version) return false;
  const [major, minor] = version;
  return major < IOS_MIN_WEBCLIP[0] || (major === IOS_MIN_WEBCLIP[0] && minor < IOS_MIN_WEBCLIP[1]);
}

export function isIos(userAgent: string): boolean {
  return iosVersion(userAgent) !== null;
}
