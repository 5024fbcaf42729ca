import { describe, expect, it } from 'vitest';
import { loginReturningTo } from './login-return';
import { safeRedirect } from '../features/auth/model/redirect';

describe('loginReturningTo', () => {
  it('returns to the screen the session ended on, and login reads it back', () => {
    const path = loginReturningTo('/m/webEmail?tab=2');
    expect(path).toBe('/m/login?redirect=%2Fm%2FwebEmail%3Ftab%3D2');
    expect(safeRedirect(path.slice(path.indexOf('?')))).toBe('/m/webEmail?tab=2');
  });

  it('does not loop through account pages nor leave the app', () => {
    expect(loginReturningTo('/m/login?redirect=%2Fm%2Fhome')).toBe('/m/login');
    expect(loginReturningTo('/m/register')).toBe('/m/login');
    expect(loginReturningTo('/elsewhere')).toBe('/m/login');
  });
});
