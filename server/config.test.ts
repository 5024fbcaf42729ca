import { describe, expect, it } from 'vitest';
import { loadEnv, TRUST_ANY_PROXY_WARNING } from './config';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: null, merchantCode: 'DEMO', testMode: false });
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.distDir).toMatch(/\/dist$/);
  });

  it('lists every problem at once', () => {
    expect(() => loadEnv({ PORT: '80a', DATABASE_URL: 'mysql://x', WPS_TEST_MODE: 'yes', MERCHANT_CODE: 'a b' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*MERCHANT_CODE[\s\S]*WPS_TEST_MODE/,
    );
  });

  it('reads the switches', () => {
    expect(loadEnv({ PORT: '8199', WPS_TEST_MODE: '1', DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({
      port: 8199, testMode: true, databaseUrl: 'postgres://u@h/db',
    });
  });

  it('trusts forwarded headers only when TRUST_PROXY says so', () => {
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('warns at start when TRUST_PROXY trusts every peer, not when it names the proxy', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).warnings).toEqual([TRUST_ANY_PROXY_WARNING]);
    expect(loadEnv({ TRUST_PROXY: 'true' }).warnings).toEqual([TRUST_ANY_PROXY_WARNING]);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5' }).warnings).toEqual([]);
    expect(loadEnv({}).warnings).toEqual([]);
  });

  it('reads the extra CSP origins and refuses what is not an origin', () => {
    expect(loadEnv({ CSP_CONNECT_ORIGINS: 'https://api.example.com/', CSP_IMAGE_ORIGINS: 'https://a.cdn.example, https://b.cdn.example' })).toMatchObject({
      cspConnectOrigins: ['https://api.example.com'],
      cspImageOrigins: ['https://a.cdn.example', 'https://b.cdn.example'],
    });
    expect(() => loadEnv({ CSP_IMAGE_ORIGINS: "https://x.example 'unsafe-inline'" })).toThrow(/CSP_IMAGE_ORIGINS/);
  });
});
