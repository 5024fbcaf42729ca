import { useTranslation } from 'react-i18next';

/**
 * What the ui knows of a failure: a code and, for a refusal the client has
 * no words for, the server's own text. src/ui sits beside src/api and does not
 * import it (docs/decisions/0046): ApiError has both fields (its `code` is the
 * transport kind or the server's error code), anything else is unknown.
 */
export interface CodedFailure {
  readonly code: string;
  readonly serverMessage?: string | null;
}

function codedFailure(error: unknown): CodedFailure | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') return null;
  const serverMessage = 'serverMessage' in error && typeof error.serverMessage === 'string' ? error.serverMessage : null;
  return { code: error.code, serverMessage };
}

/** Dictionary keys for the codes the client translates itself: transport kinds first, then server error codes. */
const CODE_KEYS: Record<string, string> = {
  offline: 'errors.no_internet',
  timeout: 'errors.unstable_connection',
  network: 'errors.unstable_connection',
  http: 'errors.system_error',
  malformed: 'errors.malformed',
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

export interface ErrorText {
  /** A dictionary key to translate, or null when `raw` should be shown. */
  key: string | null;
  /** A server text for codes the client has no translation of. */
  raw: string | null;
}

/** Chooses what a person is told about a failure, from its code. */
export function describeErrorCode(code: string, serverMessage: string | null = null): ErrorText {
  const key = Object.hasOwn(CODE_KEYS, code) ? CODE_KEYS[code] : undefined;
  if (key) return { key, raw: null };
  if (serverMessage) return { key: null, raw: serverMessage };
  return { key: 'errors.unknown', raw: null };
}

/** Chooses what a person is told about any thrown value: by its code, or the unknown-error text. */
export function describeError(error: unknown): ErrorText {
  const failure = codedFailure(error);
  return failure ? describeErrorCode(failure.code, failure.serverMessage ?? null) : { key: 'errors.unknown', raw: null };
}

/** A translated sentence for any failure (coded failures such as API errors, or anything else). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const text = describeError(error);
    // keys come from the fixed table above, all present in the dictionaries
    return text.key ? t(text.key as 'errors.unknown') : (text.raw ?? t('errors.unknown'));
  };
}
