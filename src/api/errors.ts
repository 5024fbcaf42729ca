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

  /**
   * One string that names the failure for a screen: the kind for a transport
   * failure ('offline', 'timeout', 'network', 'http', 'malformed'), else the
   * server's error code ('business' when it sent none). src/ui reads it
   * without knowing this class (docs/decisions/0046).
   */
  get code(): string {
    return this.kind === 'business' ? (this.errorCode ?? 'business') : this.kind;
  }

  get isSessionOver(): boolean {
    return this.errorCode !== null && SESSION_OVER_CODES.includes(this.errorCode);
  }
}
