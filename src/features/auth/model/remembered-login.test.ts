import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRememberedLogin, loadRememberedLogin, rememberLogin, REMEMBERED_LOGIN_KEY, updateRememberedPassword } from './remembered-login';
import { resetIdbForTests } from '../../../platform/idb-store';
import { resetSecretKeyForTests } from '../../../platform/crypto/secret-box';
import { stubWebStorage } from '../../../platform/web-storage.test-helper';

let storage: Storage;
beforeEach(() => {
  storage = stubWebStorage();
  globalThis.indexedDB = new IDBFactory();
  resetIdbForTests();
  resetSecretKeyForTests();
});

describe('remembered login', () => {
  it('keeps each method apart, with the country code, and the password only sealed', async () => {
    await rememberLogin({ type: 'username', username: 'demomember', password: 'Demo1234' });
    await rememberLogin({ type: 'sms', username: '912345678', countryDialingCode: '+84', password: '' });
    const raw = storage.getItem(REMEMBERED_LOGIN_KEY)!;
    expect(raw).not.toContain('Demo1234');
    expect(raw).not.toContain(btoa('Demo1234'));
    expect(await loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demomember', countryDialingCode: undefined, password: 'Demo1234' });
    expect(await loadRememberedLogin('sms')).toEqual({ type: 'sms', username: '912345678', countryDialingCode: '+84', password: '' });
  });

  it('forgets one method without touching the other', async () => {
    await rememberLogin({ type: 'username', username: 'demomember', password: 'Demo1234' });
    await rememberLogin({ type: 'sms', username: '912345678', countryDialingCode: '+84', password: '' });
    forgetRememberedLogin('username');
    expect(await loadRememberedLogin('username')).toBeNull();
    expect(await loadRememberedLogin('sms')).not.toBeNull();
  });

  it('a password sealed with a lost key reads as empty, the name stays', async () => {
    await rememberLogin({ type: 'username', username: 'demomember', password: 'Demo1234' });
    globalThis.indexedDB = new IDBFactory();
    resetIdbForTests();
    resetSecretKeyForTests();
    expect(await loadRememberedLogin('username')).toMatchObject({ username: 'demomember', password: '' });
  });

  it('follows a password change only for the remembered account', async () => {
    await rememberLogin({ type: 'username', username: 'demomember', password: 'Demo1234' });
    await updateRememberedPassword('someoneelse', 'Other999');
    expect((await loadRememberedLogin('username'))?.password).toBe('Demo1234');
    await updateRememberedPassword('demomember', 'Newpass99');
    expect((await loadRememberedLogin('username'))?.password).toBe('Newpass99');
  });
});
