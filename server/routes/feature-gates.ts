import type { FastifyInstance } from 'fastify';
import { AGENT_PATHS, type ContractKind } from '../../contract/agent';
import { AUTH_ERROR_CODES, AUTH_PATHS } from '../../contract/auth';
import { MESSAGE_ERROR_CODES, MESSAGE_PATHS } from '../../contract/messages';
import { PAYMENT_PATHS } from '../../contract/payments';
import { PROMOTION_PATHS } from '../../contract/promotions';
import { QR_DEPOSIT_PATHS } from '../../contract/qr-deposits';
import { WALLET_PATHS } from '../../contract/wallet';
import type { FlagName } from '../../src/config/flags';
import type { AppContext } from '../app-context';
import { requestMerchantCode } from '../http/request-context';
import { hookRoutes } from '../http/route-hooks';
import { WpsError } from '../http/wps-error';
import { loadWhitelabel } from '../settings/whitelabel';

/**
 * Which whitelabel switch owns which server calls (docs/decisions/0053).
 * A switch that hides a screen or tile refuses that screen's calls too, so
 * switching DEPOSIT off stops deposits, not only the deposit tile. Keys are
 * route patterns as registered (every method of the path).
 */
export const FEATURE_GATES: Readonly<Partial<Record<FlagName, readonly string[]>>> = {
  // access
  USERNAMEREG3: [AUTH_PATHS.register],
  MOBILENUMREG3: [AUTH_PATHS.registerMobile],
  FREEPLAY3: [AUTH_PATHS.freePlay, AUTH_PATHS.trialUser],
  MOBILEVERCODELOGIN3: [AUTH_PATHS.smsNoLogin],
  // member centre
  DEPOSIT: [WALLET_PATHS.depositAccounts, WALLET_PATHS.deposit, WALLET_PATHS.depositRecords, PAYMENT_PATHS.walletDeposit, PAYMENT_PATHS.cardDeposit,
    QR_DEPOSIT_PATHS.deposit, QR_DEPOSIT_PATHS.promotions],
  WITHDRAW: [WALLET_PATHS.withdraw, WALLET_PATHS.withdrawRecords],
  MAILCEN: [MESSAGE_PATHS.inbox, MESSAGE_PATHS.inboxRead, MESSAGE_PATHS.inboxReadAll, MESSAGE_PATHS.inboxDelete],
  // The unread count stays: it answers 0 when off and reveals nothing.
  CBS3: [MESSAGE_PATHS.chatLaunch],
  FEEDBACK3: [MESSAGE_PATHS.feedback, MESSAGE_PATHS.myFeedback],
  TRANSBETREPMEM3: [WALLET_PATHS.betRecords],
  TRANSREC3: [WALLET_PATHS.transactions],
  REWCEN3: [PROMOTION_PATHS.rewards, PROMOTION_PATHS.rewardClaim],
  MANPLAYREB3: [PROMOTION_PATHS.rebate, PROMOTION_PATHS.rebateClaim],
  // agent area
  DOWNMAN: [AGENT_PATHS.subordinates, AGENT_PATHS.downline, AGENT_PATHS.transferDownline, AGENT_PATHS.updateDownlineRebates],
  AGENTRANSMULTDOWN3: [AGENT_PATHS.transferMultipleDownline, AGENT_PATHS.downlines],
  AGETEAMPNL3: [AGENT_PATHS.teamKpiB],
  TEAMBETTING3: [AGENT_PATHS.teamKpiC],
  GAMSER: [AGENT_PATHS.affUrls, AGENT_PATHS.createAffUrl, AGENT_PATHS.deleteAffUrl],
  AGEREBINC3: [AGENT_PATHS.rebateIncome],
};

/**
 * Switches that own no call of their own, and why. Together with
 * FEATURE_GATES this names every flag, so a new flag must be placed.
 */
export const FLAGS_WITHOUT_CALLS: Readonly<Partial<Record<FlagName, string>>> = {
  REGMOBVERF3: 'changes how registration verifies the number (server/routes/register.ts), hides no call',
  MOBILENUMPASSREG3: 'changes which register fields are required, hides no call',
  MOBILEAUTOLOGIN3: 'client-side: keeps the login after a mobile registration',
  PWDEXPFORCECHANGE3: 'changes the login answer (passwordExpired), hides no call',
  PWDRECOVERYVERF3: 'picks email or phone recovery on /m/forget; both calls stay valid',
  FACEBOOKLOGIN3: 'gates the Facebook social sign-in calls by provider in the route (server/social/sign-in.ts requireOffered): one path serves every provider',
  GOOGLELOGIN3: 'gates the Google social sign-in calls by provider in the route (server/social/sign-in.ts requireOffered): one path serves every provider',
  UPDATEMOBILEICC3: 'display of the dialling code, hides no call',
  REG3: 'the registration module id the client sends; USERNAMEREG3 and MOBILENUMREG3 gate the calls',
  AFFMAN3: 'the module id of the affiliate-code check; the check only says whether a code is valid',
  GAMELOFAV3: 'not among the spec\'s switches and read by no screen: favourites are not switchable',
  GAMELO3: 'the game lobby itself: home, lists and launch stay (switching it off would empty the product)',
  INBOX3: 'the inbox is gated by MAILCEN, the switch the spec puts on its tile and menu entry',
  KYCWITHDRAW3: 'requires verification before a first withdrawal: the withdrawal call refuses it (server/kyc/kyc.ts), hides no call',
  SECPRIV: 'hides the security centre entry; its calls (funds password, bank card) are also steps of a withdrawal, gated by WITHDRAW',
  AGEPAG: 'team overview reads the same team figures the agent home shows (ODSFE2_TeamKPIA), so the call stays',
  DIVIDEND: 'the dividend info call answers shown=false when off (server/agent), the home asks it for every session; dividend contracts are gated by kind (CONTRACT_KIND_FLAGS)',
  DAYSAL: 'contract kinds are chosen in the body of one contract call: gated by kind (CONTRACT_KIND_FLAGS)',
  HOURSAL3: 'contract kinds are chosen in the body of one contract call: gated by kind (CONTRACT_KIND_FLAGS)',
};

/**
 * The switch that owns each kind of agent contract: the contract calls
 * (view, offer, sign) choose the kind in their query or body, so the gate is
 * applied by kind in the route (server/routes/agent.ts), not by path.
 */
export const CONTRACT_KIND_FLAGS: Readonly<Record<ContractKind, FlagName>> = {
  daily_salary: 'DAYSAL',
  hourly_salary: 'HOURSAL3',
  dividend: 'DIVIDEND',
};

/** Refuses a contract call whose kind is switched off for the merchant. */
export function requireContractKindOn(context: AppContext, merchantCode: string, kind: ContractKind): Promise<void> {
  return requireSwitchesOn(context, merchantCode, [CONTRACT_KIND_FLAGS[kind]]);
}

/** Route pattern → the switches it needs (all of them on). */
function gateIndex(): Map<string, FlagName[]> {
  const index = new Map<string, FlagName[]>();
  for (const [flag, paths] of Object.entries(FEATURE_GATES) as [FlagName, readonly string[]][]) {
    for (const path of paths) index.set(path, [...(index.get(path) ?? []), flag]);
  }
  return index;
}

const GATE_INDEX = gateIndex();

/** The switches a route pattern needs, or none. */
export function flagsForRoute(pattern: string): readonly FlagName[] {
  return GATE_INDEX.get(pattern) ?? [];
}

/** The refusal a switched-off feature answers: the spec's "no permission or feature unavailable". */
export const featureOff = () => new WpsError(AUTH_ERROR_CODES.noPermission, 'noPermission');

/** Features whose screens already know a refusal of their own (live chat: chat.disabled; free play: freeplay.disabled). */
const OWN_REFUSALS: Partial<Record<FlagName, () => WpsError>> = {
  CBS3: () => new WpsError(MESSAGE_ERROR_CODES.chatDisabled, 'chatDisabled'),
  FREEPLAY3: () => new WpsError(AUTH_ERROR_CODES.trialDisabled, 'trialDisabled'),
};

/** What a call answers when `flag` is off. */
export function refusalFor(flag: FlagName): WpsError {
  return (OWN_REFUSALS[flag] ?? featureOff)();
}

/**
 * Refuses with the first of `needed` that is off for the merchant. An
 * unknown merchant (no modules at all) passes on, so the route answers
 * merchant.not.exists.
 */
async function requireSwitchesOn(context: AppContext, merchantCode: string, needed: readonly FlagName[]): Promise<void> {
  const { whitelabelVal } = await loadWhitelabel(context.db, merchantCode);
  if (Object.keys(whitelabelVal).length === 0) return;
  const off = needed.find((flag) => whitelabelVal[flag] !== true);
  if (off) throw refusalFor(off);
}

/**
 * A call whose feature is switched off for the caller's merchant is refused
 * before its body is read. The hook sits on the gated routes only, added as
 * they are registered (so this runs before any route is): the others never
 * look their pattern up (docs/decisions/0108).
 */
export function registerFeatureGates(app: FastifyInstance, context: AppContext): void {
  hookRoutes(app, 'onRequest', (pattern) => {
    const needed = flagsForRoute(pattern);
    if (needed.length === 0) return null;
    return (request, _reply, done) => {
      requireSwitchesOn(context, requestMerchantCode(request, context.config.merchantCode), needed).then(() => done(), done);
    };
  });
}
