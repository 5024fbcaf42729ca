import * as v from 'valibot';

/**
 * The agent area's calls (issue 15, docs/decisions/0036-agent-team.md).
 * Names follow the live platform where it has one (ODSFE2_TeamKPIA/B/C,
 * ODSFE2_Subordinate, /wps/agent/…, MCS2_wps…AffUrl); shapes beyond
 * `value.footer` are not shown anywhere, so these are ours.
 * Money on the wire is in currency units with 2 decimals (like the wallet).
 * Dates are YYYY-MM-DD days of the merchant's time zone (AGENT_ZONE_OFFSET_MINUTES).
 */
export const AGENT_PATHS = {
  /** Team summary for a range: counts and money totals in `footer` (size 0: no rows). */
  teamKpiA: '/wps/relay/ODSFE2_TeamKPIA',
  /** Team profit and loss: one row per member of the team, paged, totals in `footer`. */
  teamKpiB: '/wps/relay/ODSFE2_TeamKPIB',
  /** Team betting: one row per member who bet, paged, totals in `footer`. */
  teamKpiC: '/wps/relay/ODSFE2_TeamKPIC',
  /** The team (direct and indirect), paged, searchable by username. */
  subordinates: '/wps/relay/ODSFE2_Subordinate',
  /** One downline member: ?id= */
  downline: '/wps/agent/downline',
  /** Direct downlines by name, for pickers (red envelope rain). */
  downlines: '/wps/agent/downlines',
  transferDownline: '/wps/agent/transferDownline',
  transferMultipleDownline: '/wps/agent/transferMultipleDownline',
  updateDownlineRebates: '/wps/agent/updateDownlineRebates',
  /** The agent's own rebate rates (the ceiling of what it gives). */
  rebates: '/wps/agent/rebates',
  /** Open account: an agent creates a member or sub-agent under itself (encrypted body). */
  register: '/wps/agent/register',
  affUrls: '/wps/relay/MCS2_wpsViewAffUrls',
  createAffUrl: '/wps/relay/MCS2_wpsCreateAffUrl',
  deleteAffUrl: '/wps/relay/MCS2_wpsDeleteAffUrl',
  /** Team rebate income per day for a range. */
  rebateIncome: '/wps/agent/rebateIncome',
  /** The three contract flags and whether the dividend feature is shown. */
  dividendInfo: '/wps/agent/dividendInfo',
  /** The member's own contract of a kind (?kind=), its current period and payments. */
  contract: '/wps/agent/contract',
  signContract: '/wps/agent/contract/sign',
  /** An upline offers a contract to a direct downline agent. */
  offerContract: '/wps/agent/contract/offer',
} as const;

export const AGENT_ERROR_CODES = {
  notAgent: 'agent.not.agent',
  notInTeam: 'agent.downline.not.found',
  rateTooHigh: 'agent.rebate.above.own',
  rateBelowTeam: 'agent.rebate.below.team',
  usernameTaken: 'agent.username.taken',
  linkNotFound: 'agent.link.not.found',
  linkLimit: 'agent.link.limit',
  contractNotFound: 'agent.contract.not.found',
  contractInvalid: 'agent.contract.invalid',
  contractExists: 'agent.contract.exists',
  balanceNotEnough: 'wallet.balance.insufficient',
  badRange: 'agent.range.invalid',
} as const;

/** Rebate rates are per game category, in percent of valid bets. */
export const REBATE_CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
export const MAX_REBATE_RATE = 5;
export const CONTRACT_KINDS = ['daily_salary', 'hourly_salary', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** Days and settlement periods are those of the merchant (UTC+7, Vietnam). */
export const AGENT_ZONE_OFFSET_MINUTES = 7 * 60;
export const AGENT_PAGE_SIZE = 35;
export const MAX_MULTI_TRANSFER = 50;
export const MAX_AFFILIATE_LINKS = 20;

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const money = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The days are the device's: `tzOffset` is its offset east of UTC in minutes
 * (-getTimezoneOffset()), so "today" is the player's today; without it the
 * merchant's zone.
 */
const tzOffset = v.optional(v.pipe(v.string(), v.regex(/^-?\d{1,3}$/), v.transform(Number), v.minValue(-840), v.maxValue(840)));
export const rangeQuerySchema = v.looseObject({ startDate: day, endDate: day, tzOffset });
export const pagedRangeQuerySchema = v.looseObject({
  startDate: day,
  endDate: day,
  tzOffset,
  pageNo: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '1'),
  size: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), String(AGENT_PAGE_SIZE)),
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
});

const ratesSchema = v.record(v.picklist(REBATE_CATEGORIES), v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REBATE_RATE)));
export const rebateRatesSchema = v.object({
  RNG: v.number(), FISH: v.number(), LIVE: v.number(), PVP: v.number(), SPORTS: v.number(), LOTT: v.number(),
});
export type RebateRates = v.InferOutput<typeof rebateRatesSchema>;

/** Money totals of one member or of the whole team over a range. */
const moneyFields = {
  deposit: money,
  withdrawal: money,
  bet: money,
  validBet: money,
  winLoss: money,
  rebate: money,
};
export const teamFooterSchema = v.object({
  teamLoginMemberCount: count,
  teamBetMemberCount: count,
  teamRegisterMemberCount: count,
  teamOnlineCount: count,
  teamMemberCount: count,
  ...moneyFields,
});
export type TeamFooter = v.InferOutput<typeof teamFooterSchema>;
export const teamKpiAValueSchema = v.object({ startDate: day, endDate: day, footer: teamFooterSchema });
export type TeamKpiAValue = v.InferOutput<typeof teamKpiAValueSchema>;

const pageFields = { pageNum: count, pageSize: count, totalPages: count, totalCount: count };

export const memberKpiSchema = v.object({ memberId: v.number(), username: v.string(), type: v.number(), level: count, betCount: count, ...moneyFields });
export type MemberKpi = v.InferOutput<typeof memberKpiSchema>;
export const teamKpiListValueSchema = v.object({
  list: v.array(memberKpiSchema),
  footer: v.object({ betCount: count, ...moneyFields }),
  ...pageFields,
});
export type TeamKpiListValue = v.InferOutput<typeof teamKpiListValueSchema>;

export const downlineSchema = v.object({
  id: v.number(),
  username: v.string(),
  type: v.number(),
  isAgent: v.boolean(),
  /** 1 = direct downline of the asking agent. */
  level: count,
  parentUsername: v.nullable(v.string()),
  balance: money,
  createdAt: v.string(),
  teamSize: count,
});
export type Downline = v.InferOutput<typeof downlineSchema>;
export const subordinatesValueSchema = v.object({ list: v.array(downlineSchema), ...pageFields });
export type SubordinatesValue = v.InferOutput<typeof subordinatesValueSchema>;

export const downlineDetailSchema = v.object({
  ...downlineSchema.entries,
  rates: rebateRatesSchema,
  /** The asking agent's own rates: the ceiling for this downline. */
  maxRates: rebateRatesSchema,
  /** The highest rates this downline has given its own team: the floor. */
  minRates: rebateRatesSchema,
  lastLoginAt: v.nullable(v.string()),
  /** This month so far. */
  month: v.object(moneyFields),
});
export type DownlineDetail = v.InferOutput<typeof downlineDetailSchema>;

export const downlinePickSchema = v.object({ id: v.number(), username: v.string() });
export const downlinesValueSchema = v.array(downlinePickSchema);

export const transferPayloadSchema = v.object({
  downlineId: v.pipe(v.number(), v.integer()),
  amount: v.pipe(v.number(), v.minValue(0.01), v.maxValue(1e9)),
});
export const transferValueSchema = v.object({ balance: money, downlineBalance: money });

export const multiTransferPayloadSchema = v.object({
  downlineIds: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(MAX_MULTI_TRANSFER)),
  totalAmount: v.pipe(v.number(), v.minValue(0.01), v.maxValue(1e9)),
  /** even: the same to each; random: red envelopes of random size, each at least 0.01. */
  split: v.picklist(['even', 'random']),
});
export const multiTransferValueSchema = v.object({
  balance: money,
  shares: v.array(v.object({ downlineId: v.number(), username: v.string(), amount: money })),
});
export type MultiTransferValue = v.InferOutput<typeof multiTransferValueSchema>;

export const updateRebatesPayloadSchema = v.object({ downlineId: v.pipe(v.number(), v.integer()), rates: ratesSchema });

export const agentRegisterPayloadSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9]{6,16}$/)),
  password: v.pipe(v.string(), v.regex(/^[\x21-\x7E]{6,20}$/)),
  accountType: v.picklist(['member', 'agent']),
  rates: ratesSchema,
});
export type AgentRegisterPayload = v.InferInput<typeof agentRegisterPayloadSchema>;
export const agentRegisterValueSchema = v.object({ id: v.number(), username: v.string(), type: v.number() });

export const affLinkSchema = v.object({ id: v.number(), code: v.string(), note: v.nullable(v.string()), createdAt: v.string(), registrations: count });
export const affLinksValueSchema = v.object({ ownCode: v.nullable(v.string()), list: v.array(affLinkSchema) });
export type AffLinksValue = v.InferOutput<typeof affLinksValueSchema>;
export const createAffLinkPayloadSchema = v.object({ note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))) });
export const deleteAffLinkPayloadSchema = v.object({ id: v.pipe(v.number(), v.integer()) });

export const rebateIncomeValueSchema = v.object({
  list: v.array(v.object({ date: day, validBet: money, income: money })),
  footer: v.object({ validBet: money, income: money }),
});
export type RebateIncomeValue = v.InferOutput<typeof rebateIncomeValueSchema>;

/** Spec: "Dividend info flags". 1 = a contract of that kind waits for this member's signature. */
export const dividendInfoValueSchema = v.object({
  dailysalreqtype: v.picklist([0, 1]),
  divtypecompperiodreq: v.picklist([0, 1]),
  contracthoursalreq: v.picklist([0, 1]),
  /** The dividend footer entry: shown when the DIVIDEND flag is on and the member has a dividend contract. */
  dividendShown: v.boolean(),
});
export type DividendInfoValue = v.InferOutput<typeof dividendInfoValueSchema>;

export const contractTierSchema = v.object({
  /** Team valid bet (salary) or team loss (dividend) from which the rate applies, in currency units. */
  threshold: v.pipe(v.number(), v.minValue(0), v.maxValue(1e10)),
  rate: v.pipe(v.number(), v.minValue(0.01), v.maxValue(50)),
});
export type ContractTier = v.InferOutput<typeof contractTierSchema>;
export const contractSchema = v.object({
  id: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  status: v.picklist(['pending', 'signed', 'refused', 'cancelled']),
  uplineUsername: v.string(),
  tiers: v.array(contractTierSchema),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
});
export type Contract = v.InferOutput<typeof contractSchema>;
export const contractQuerySchema = v.looseObject({ kind: v.picklist(CONTRACT_KINDS) });
export const contractValueSchema = v.object({
  contract: v.nullable(contractSchema),
  /** The period running now, estimated from the team's bets so far. */
  current: v.nullable(v.object({ periodStart: v.string(), periodEnd: v.string(), basis: money, rate: v.number(), amount: money })),
  payments: v.array(v.object({ periodStart: v.string(), periodEnd: v.string(), basis: money, rate: v.number(), amount: money, paidAt: v.string() })),
});
export type ContractValue = v.InferOutput<typeof contractValueSchema>;
export const signContractPayloadSchema = v.object({ id: v.pipe(v.number(), v.integer()), accept: v.boolean() });
export const offerContractPayloadSchema = v.object({
  downlineId: v.pipe(v.number(), v.integer()),
  kind: v.picklist(CONTRACT_KINDS),
  tiers: v.pipe(v.array(contractTierSchema), v.minLength(1), v.maxLength(10)),
});
/** The offered contract's id. */
export const offerContractValueSchema = v.object({ id: v.number() });
