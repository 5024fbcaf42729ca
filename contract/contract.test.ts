import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { envelopeHeadSchema, statusValueSchema, whitelabelNodeSchema, ok, fail } from './index';

const status = {
  info: {
    customerService: [{ title: 'CS', path: 'abc' }],
    domainRoute: ['demo.example'],
    mobileTemplate: { mem_cen: '1', dep_func: '0' },
    paths: {},
    register: {},
    resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/demo' }],
    whitelabel: [{ modId: 'ACCESS', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] }] }],
    whitelabelVal: { ACCESS: true, FREEPLAY3: false },
    imageCDNs: [],
    launchGameCDNs: [],
    merchantCode: 'DEMO',
    language: 'VI',
    mainDomain: 'demo.example',
  },
  location: { ip: '127.0.0.1' },
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
};

describe('wire contract', () => {
  it('accepts a complete status value', () => {
    expect(v.safeParse(statusValueSchema, status).success).toBe(true);
  });
  it('rejects a status without the maintenance field', () => {
    const { maintenance: _dropped, ...broken } = status;
    expect(v.safeParse(statusValueSchema, broken).success).toBe(false);
  });
  it('rejects a whitelabel flag that is not "1" or "0"', () => {
    expect(v.safeParse(whitelabelNodeSchema, { modId: 'X', enabled: 'yes', childrenNodes: [] }).success).toBe(false);
  });
  it('reads envelopes built by the shared helpers, with null message and code', () => {
    expect(v.parse(envelopeHeadSchema, ok(1))).toMatchObject({ success: true, value: 1, message: null, errorCode: null });
    expect(v.parse(envelopeHeadSchema, fail('x', 'y'))).toMatchObject({ success: false, errorCode: 'x', message: 'y' });
    expect(v.parse(envelopeHeadSchema, { success: true, value: 2 })).toMatchObject({ message: null, errorCode: null });
  });
  it('rejects something that is not an envelope', () => {
    expect(v.safeParse(envelopeHeadSchema, { ok: true }).success).toBe(false);
    expect(v.safeParse(envelopeHeadSchema, [1, 2]).success).toBe(false);
  });
});
