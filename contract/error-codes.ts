/**
 * Error codes the client acts on. The reference server emits the same codes,
 * so both sides import them from here.
 */
export const ERROR_CODES = {
  // session over: clear the session and go to login
  loginNotSession: 'login.not.session',
  userOrTokenInvalid: 'user.or.token.invalid',
  customerNotLoginUpper: 'CUSTOMER_NOT_LOGIN',
  customerNotLogin: 'customer.not.login',
  tokenIpDifferent: 'token_ip_different',
  loginVerifyRequired: 'login_verify_required',
  vendorUnderMaintenance: 'vendor_under_maintenance',
  launchBalanceNotEnough: 'launch_game_balance_not_enough',
  loginCredErr: 'login.cred.err',
  notExistsUser: 'not.exists.user',
  modifyNewOldSame: 'modify.new.old.same',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  domainNotAvailable: 'domain_not_available',
  selfExclusion: 'login_blocked_by_self_exclusion',
  // reference-server codes for faults of the request itself
  merchantUnknown: 'merchant.not.exists',
  badRequest: 'request.invalid',
  invalidCharacters: 'request.invalid.characters',
  fieldTooLong: 'request.field.too.long',
  requestTooLarge: 'request.too.large',
  uriTooLong: 'request.uri.too.long',
  headersTooLarge: 'request.headers.too.large',
  badUrl: 'request.url.invalid',
  notFound: 'resource.not.found',
  systemError: 'system.error',
  // too much at once (load shedding, uploads in flight): the value says when to try again
  serverBusy: 'system.busy',
  underMaintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes after which the stored session is worthless. */
export const SESSION_OVER_CODES: readonly string[] = [
  ERROR_CODES.loginNotSession,
  ERROR_CODES.userOrTokenInvalid,
  ERROR_CODES.customerNotLoginUpper,
  ERROR_CODES.customerNotLogin,
  ERROR_CODES.tokenIpDifferent,
];

/** What a busy answer (ERROR_CODES.serverBusy, HTTP 503) carries as its value, beside the Retry-After header. */
export interface BusyValue {
  retryAfterSeconds: number;
}
