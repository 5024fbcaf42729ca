import { SESSION_OVER_CODES } from '../../contract';

/** What went wrong, in terms a screen can act on. */
export type ApiErrorKind =
  | 'offline' // no network at all
  | 'timeout' // no answer in time
  | 'network' // the request failed in transit
  | 'http' // the server answered with an error status and no envelope
  | 'malformed' // the reply was not what the contract says
  | 'business'; // a well-formed envelope with success = false

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly errorCode: string | null;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly value: unknown;

  constructor(
    kind: ApiErrorKind,
    options: { errorCode?: string | null; status?: number | null; serverMessage?: string | null; value?: unknown; cause?: unknown } = {},
  ) {
    super(options.serverMessage || options.errorCode || kind, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.errorCode = options.errorCode ?? null;
    this.status = options.status ?? null;
    this.serverMessage = options.serverMessage ?? null;
    this.value = options.value;
  }

  get isSessionOver(): boolean {
    return this.errorCode !== null && SESSION_OVER_CODES.includes(this.errorCode);
  }
}

/** Dictionary keys for error codes the client translates itself. */
const CODE_KEYS: Record<string, string> = {
  'login.not.session': 'errors.not_logged_in',
  'user.or.token.invalid': 'errors.not_logged_in',
  CUSTOMER_NOT_LOGIN: 'errors.not_logged_in',
  'customer.not.login': 'errors.not_logged_in',
  token_ip_different: 'errors.not_logged_in',
  'login.cred.err': 'errors.credentials',
  'not.exists.user': 'errors.user_not_exists',
  'modify.new.old.same': 'errors.same_password',
  TOO_MANY_REQUESTS: 'errors.too_many_requests',
  domain_not_available: 'errors.domain_not_available',
  login_blocked_by_self_exclusion: 'errors.self_exclusion',
  vendor_under_maintenance: 'errors.vendor_maintenance',
  launch_game_balance_not_enough: 'errors.balance_not_enough',
  'system.maintenance': 'errors.system_upgrading',
  'system.region.restricted': 'errors.region_restricted',
  'merchant.not.exists': 'errors.system_error',
  'system.error': 'errors.system_error',
};

const KIND_KEYS: Record<Exclude<ApiErrorKind, 'business'>, string> = {
  offline: 'errors.no_internet',
  timeout: 'errors.unstable_connection',
  network: 'errors.unstable_connection',
  http: 'errors.system_error',
  malformed: 'errors.malformed',
};

export interface ErrorText {
  /** A dictionary key to translate, or null when `raw` should be shown. */
  key: string | null;
  /** A server text for codes the client has no translation of. */
  raw: string | null;
}

/** Chooses what a person is told about an error. */
export function describeError(error: unknown): ErrorText {
  if (!(error instanceof ApiError)) return { key: 'errors.unknown', raw: null };
  if (error.kind !== 'business') return { key: KIND_KEYS[error.kind], raw: null };
  const key = error.errorCode ? CODE_KEYS[error.errorCode] : undefined;
  if (key) return { key, raw: null };
  if (error.serverMessage) return { key: null, raw: error.serverMessage };
  return { key: 'errors.unknown', raw: null };
}
