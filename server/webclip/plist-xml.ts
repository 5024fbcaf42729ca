/**
 * Writes an XML property list, the format of Apple configuration profiles.
 * Hand-written rather than the `plist` package because that one is a dev
 * dependency (the tests parse with it); the subset a profile needs is small.
 */

export type PlistValue = string | number | boolean | Uint8Array | readonly PlistValue[] | PlistDict;
export interface PlistDict {
  readonly [key: string]: PlistValue;
}

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
  '<plist version="1.0">\n';

// Characters XML 1.0 forbids even when escaped; a stray one from the database would make iOS reject the profile.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Base64 in lines of 68, as Apple's own tools write it. */
function base64Lines(bytes: Uint8Array, indent: string): string {
  const text = Buffer.from(bytes).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += 68) lines.push(`${indent}${text.slice(i, i + 68)}`);
  return lines.join('\n');
}

function write(value: PlistValue, depth: number): string {
  const pad = '\t'.repeat(depth);
  if (typeof value === 'string') return `${pad}<string>${escapeXml(value)}</string>`;
  if (typeof value === 'boolean') return `${pad}<${value}/>`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`plist cannot hold ${value}`);
    return Number.isInteger(value) ? `${pad}<integer>${value}</integer>` : `${pad}<real>${value}</real>`;
  }
  if (value instanceof Uint8Array) return `${pad}<data>\n${base64Lines(value, pad)}\n${pad}</data>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${pad}<array/>`;
    return `${pad}<array>\n${value.map((item: PlistValue) => write(item, depth + 1)).join('\n')}\n${pad}</array>`;
  }
  const entries = Object.entries(value as PlistDict);
  if (entries.length === 0) return `${pad}<dict/>`;
  const body = entries.map(([key, item]) => `${pad}\t<key>${escapeXml(key)}</key>\n${write(item, depth + 1)}`);
  return `${pad}<dict>\n${body.join('\n')}\n${pad}</dict>`;
}

/** A whole plist document whose root is `root`. */
export function toPlistXml(root: PlistDict): string {
  return `${HEADER}${write(root, 0)}\n</plist>\n`;
}
