import plist from 'plist';
import { describe, expect, it } from 'vitest';
import { escapeXml, toPlistXml } from './plist-xml';
import { stableUuid } from './profile';

describe('toPlistXml', () => {
  it('round-trips through a real plist parser', () => {
    const value = {
      text: 'a & b < c > d " e \' f — Việt',
      yes: true,
      no: false,
      count: 3,
      ratio: 0.5,
      bytes: Uint8Array.from({ length: 200 }, (_, i) => i),
      list: ['x', 1, { nested: 'y' }],
      empty: [],
      none: {},
    };
    const parsed = plist.parse(toPlistXml(value)) as Record<string, unknown>;
    expect(parsed).toEqual({ ...value, bytes: Buffer.from(value.bytes) });
  });

  it('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u001Fc\uFFFEd\tok\n')).toBe('abcd\tok\n');
    expect(escapeXml('😀')).toBe('😀');
    expect(escapeXml('\uD800x')).toBe('x');
  });
});

describe('stableUuid', () => {
  it('is a deterministic version 5 UUID', () => {
    expect(stableUuid('DEMO\nm.example')).toBe(stableUuid('DEMO\nm.example'));
    expect(stableUuid('DEMO\nm.example')).not.toBe(stableUuid('DEMO\nm2.example'));
    expect(stableUuid('x')).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  });
});
