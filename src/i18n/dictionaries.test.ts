import { describe, expect, it } from 'vitest';
import viFirstLoad from './vi';
import { agentVi } from './domains/agent.vi';
import { walletVi } from './domains/wallet.vi';
import { messagesVi } from './domains/messages.vi';
import { promotionsVi } from './domains/promotions.vi';
import { playVi } from './domains/play.vi';
import { lotteryVi } from './domains/lottery.vi';
import { sportsVi } from './domains/sports.vi';
import { kycVi } from './domains/kyc.vi';
import { gamesListVi } from './domains/games-list.vi';
import { authVi } from './domains/auth.vi';
import { registerFieldsVi } from './domains/register-fields.vi';
import en from './en';
import { authEn } from './domains/auth.en';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

function lookup(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

// the auth (with the registration fields), agent, wallet, messages, promotions, play, lottery, sports and kyc texts load with their screens (src/features/<domain>/i18n-bundle.ts)
const vi = { ...viFirstLoad, auth: authVi, registerFields: registerFieldsVi, agent: agentVi, wallet: walletVi, messages: messagesVi, promotions: promotionsVi, play: playVi, lottery: lotteryVi, sports: sportsVi, kyc: kycVi, gamesList: gamesListVi };

describe('dictionaries', () => {
  const viKeys = keys(vi);
  const enKeys = keys(en);

  it('have the same keys in vi and en', () => {
    expect(enKeys.filter((k) => !viKeys.includes(k))).toEqual([]);
    expect(viKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const key of viKeys) expect(String(lookup(vi, key)).trim(), `vi ${key}`).not.toBe('');
    for (const key of enKeys) expect(String(lookup(en, key)).trim(), `en ${key}`).not.toBe('');
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const key of viKeys) {
      expect(placeholders(String(lookup(en, key))), key).toEqual(placeholders(String(lookup(vi, key))));
    }
  });

  it('carry the texts the platform uses', () => {
    expect(en.errors.free_reject).toBe('Please login an actual account to use this function');
    expect(en.errors.not_logged_in).toBe('You are not logged in, please login first');
    expect(en.errors.load_failed).toBe('Loading failed, click to retry');
  });

  it('word the SMS and mobile-number texts in plain English (no "mobile num", no "sms")', () => {
    for (const key of ['in_sms_sending', 'in_mobileNum_error', 'v_mobile_format'] as const) {
      expect(authEn[key], key).not.toMatch(/\bnum\b|\bsms\b/);
    }
  });
});
