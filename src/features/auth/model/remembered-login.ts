import { readJson, writeJson } from '../../../platform/storage';
import { openText, sealText } from '../../../platform/crypto/secret-box';

export type LoginMethod = 'username' | 'sms';

/**
 * The remembered login (spec §3), per method, with the country code. Unlike
 * the live site (base64 twice) the password is kept only sealed with this
 * device's non-extractable key (platform/crypto/secret-box).
 */
interface StoredLogin {
  type: LoginMethod;
  /** The username, or the mobile number for the SMS method. */
  username: string;
  countryDialingCode?: string;
  /** base64(iv ‖ AES-GCM ciphertext); never the password itself. */
  sealedPassword?: string;
}

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  countryDialingCode?: string;
  password: string;
}

export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

type Store = Partial<Record<LoginMethod, StoredLogin>>;

function readStore(): Store {
  return readJson<Store>(REMEMBERED_LOGIN_KEY) ?? {};
}

function writeStore(store: Store): void {
  writeJson(REMEMBERED_LOGIN_KEY, store);
}

export async function rememberLogin(login: RememberedLogin): Promise<void> {
  const record: StoredLogin = { type: login.type, username: login.username };
  if (login.countryDialingCode) record.countryDialingCode = login.countryDialingCode;
  if (login.password) record.sealedPassword = await sealText(login.password);
  writeStore({ ...readStore(), [login.type]: record });
}

/** The remembered login of a method; a password that no longer opens reads as empty. */
export async function loadRememberedLogin(type: LoginMethod): Promise<RememberedLogin | null> {
  const record = readStore()[type];
  if (!record) return null;
  const password = record.sealedPassword ? ((await openText(record.sealedPassword)) ?? '') : '';
  return { type, username: record.username, countryDialingCode: record.countryDialingCode, password };
}

export function forgetRememberedLogin(type: LoginMethod): void {
  const store = readStore();
  delete store[type];
  writeStore(store);
}

/** After a password change: the remembered password follows, when one is kept. */
export async function updateRememberedPassword(username: string, password: string): Promise<void> {
  const record = readStore().username;
  if (!record || record.username !== username || !record.sealedPassword) return;
  await rememberLogin({ type: 'username', username, countryDialingCode: record.countryDialingCode, password });
}
