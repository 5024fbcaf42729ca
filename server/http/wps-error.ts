import type { MessageKey } from '../i18n/messages';

/**
 * A failure a route reports on purpose. The error handler turns it into the
 * envelope: business refusals keep HTTP 200 with success false (the WPS
 * way), faults of the request itself carry their 4xx status.
 */
export class WpsError extends Error {
  constructor(
    readonly errorCode: string,
    readonly messageKey: MessageKey,
    readonly httpStatus = 200,
    readonly value: unknown = null,
  ) {
    super(errorCode);
    this.name = 'WpsError';
  }
}
