import { describe, expect, it } from 'vitest';
import { accountsRuntime } from '../accounts/runtime';
import { captchaFor } from '../routes/auth-test-helpers';
import { testConfig } from '../testing/harness';
import { CAPTCHA_DIGITS, newCaptchaAnswer, renderCaptcha } from './render';
import { consumeCaptcha, storeCaptcha } from './store';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp({ config: { testMode: true } });

describe('captcha store', () => {
  const context = () => ({ db: suite.db, config: testConfig() });

  it('answers are four digits; images differ even for the same answer (noise)', () => {
    expect(newCaptchaAnswer()).toMatch(new RegExp(`^\\d{${CAPTCHA_DIGITS}}$`));
    expect(renderCaptcha('1234').equals(renderCaptcha('1234'))).toBe(false);
  });

  it('is single use and bound to the client', async () => {
    const { hash } = accountsRuntime(context());
    await storeCaptcha(suite.db, hash, 'dev-1', '4321', false);
    expect(await consumeCaptcha(suite.db, hash, 'dev-2', '4321')).toBe(false);
    expect(await consumeCaptcha(suite.db, hash, 'dev-1', '4321')).toBe(true);
    expect(await consumeCaptcha(suite.db, hash, 'dev-1', '4321')).toBe(false);
  });

  it('a new captcha replaces the previous one of the same client', async () => {
    const { hash } = accountsRuntime(context());
    await storeCaptcha(suite.db, hash, 'dev-3', '1111', false);
    await storeCaptcha(suite.db, hash, 'dev-3', '2222', false);
    expect(await consumeCaptcha(suite.db, hash, 'dev-3', '1111')).toBe(false);
    await storeCaptcha(suite.db, hash, 'dev-3', '2222', false);
    expect(await consumeCaptcha(suite.db, hash, 'dev-3', '2222')).toBe(true);
  });

  it('expires after 5 minutes', async () => {
    const { hash } = accountsRuntime(context());
    await storeCaptcha(suite.db, hash, 'dev-4', '5555', false);
    await suite.db.query("update captchas set expires_at = now() - interval '1 second' where device_id = 'dev-4'");
    expect(await consumeCaptcha(suite.db, hash, 'dev-4', '5555')).toBe(false);
  });
});

describe('test mode', () => {
  it('GET /__test/captcha answers the last captcha issued to that client', async () => {
    const first = await captchaFor(suite.app, 'e2e-device');
    const second = await captchaFor(suite.app, 'e2e-device');
    expect(second).toMatch(new RegExp(`^\\d{${CAPTCHA_DIGITS}}$`));
    const res = await suite.app.inject({ method: 'GET', url: '/__test/captcha?deviceId=e2e-device' });
    expect(res.json().value).toBe(second);
    expect(typeof first).toBe('string');
    const none = await suite.app.inject({ method: 'GET', url: '/__test/captcha?deviceId=never-seen' });
    expect(none.json().value).toBeNull();
  });
});
