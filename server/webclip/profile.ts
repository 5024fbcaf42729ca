import { createHash } from 'node:crypto';
import { toPlistXml, type PlistDict } from './plist-xml';

/** Everything a web clip profile says; the route gathers it from the merchant and the request. */
export interface WebclipProfile {
  /** Reverse-DNS base of the payload identifiers, one per merchant. */
  identifier: string;
  /** Seed of the payload UUIDs: the same seed gives the same UUIDs. */
  uuidSeed: string;
  /** Text under the home-screen icon. */
  label: string;
  /** Profile name on the install screen and in Settings › VPN & Device Management. */
  displayName: string;
  organization: string;
  description: string;
  /** Absolute start URL, carrying the web clip marker. */
  url: string;
  /** PNG bytes; without them iOS makes an icon from a screenshot of the page. */
  icon: Uint8Array | null;
}

export const PROFILE_CONTENT_TYPE = 'application/x-apple-aspen-config';

// Fixed namespace of this product's profile UUIDs (any UUID works; changing it orphans installed profiles).
const UUID_NAMESPACE = Buffer.from('6f1c2a9e4b7d4e0f9a3c5d8e7b1f2a64', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 over namespace + name). iOS
 * replaces an installed profile that has the same PayloadIdentifier; a
 * stable UUID per merchant and host also keeps the profile itself the same
 * across downloads instead of looking new every time.
 */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(UUID_NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The configuration profile: one com.apple.webClip.managed payload that
 * opens the start URL full screen (as a standalone web app), removable by
 * the user. Unsigned: iOS labels it "Not Verified" but installs it.
 */
export function buildWebclipProfile(profile: WebclipProfile): string {
  const clip: PlistDict = {
    FullScreen: true,
    ...(profile.icon ? { Icon: profile.icon } : {}),
    IsRemovable: true,
    Label: profile.label,
    PayloadDescription: profile.description,
    PayloadDisplayName: profile.displayName,
    PayloadIdentifier: `${profile.identifier}.clip`,
    PayloadOrganization: profile.organization,
    PayloadType: 'com.apple.webClip.managed',
    PayloadUUID: stableUuid(`${profile.uuidSeed}\nclip`),
    PayloadVersion: 1,
    // Precomposed: iOS adds no gloss or effects over the icon.
    Precomposed: true,
    URL: profile.url,
  };
  return toPlistXml({
    PayloadContent: [clip],
    PayloadDescription: profile.description,
    PayloadDisplayName: profile.displayName,
    PayloadIdentifier: profile.identifier,
    PayloadOrganization: profile.organization,
    PayloadRemovalDisallowed: false,
    PayloadType: 'Configuration',
    PayloadUUID: stableUuid(`${profile.uuidSeed}\nprofile`),
    PayloadVersion: 1,
  });
}
