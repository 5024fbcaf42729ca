import type { Db } from '../db/db';
import { type PushReport, pushToMember } from '../push/send';
import { insertInboxMessage } from './inbox';
import { localized, type TextInput } from './texts';
import { APP_PATHS } from '../../src/config/paths';

/** What notifyMember needs: the database, and whether the server runs in test mode (loopback push endpoints). */
export interface NotifyContext {
  db: Db;
  config?: { testMode?: boolean } | null;
}

export interface MemberNotice {
  merchantCode: string;
  memberId: number;
  /** `{ vi, en }` (see NOTICE_TEXTS in ./texts) or one string for both languages. */
  title: TextInput;
  body: TextInput;
  /** App path the message and the push lead to (/m/…); default the inbox. */
  url?: string;
  /** welcome, deposit, withdrawal, promotion, operator… (default 'notice'). */
  kind?: string;
  /** Also push to the member's browsers (default true). */
  push?: boolean;
}

export interface NotifyResult {
  /** The inbox message id; null when writing it failed (logged, never thrown). */
  messageId: number | null;
  /** Settles when the push attempt is over; never rejects. Callers need not await it. */
  pushed: Promise<PushReport | null>;
}

export const INBOX_APP_PATH = APP_PATHS.webEmail;

function logFailure(what: string, error: unknown): void {
  console.warn(`notifyMember: ${what} failed:`, error instanceof Error ? error.message : error);
}

/**
 * Tells a member something: one inbox message, then a Web Push to each of
 * their subscribed browsers. Call it AFTER your transaction commits (a
 * notice of a rolled-back settlement would be a lie). Best effort: it never
 * throws into the caller's request; the push runs in the background.
 *
 *   await notifyMember(context, { merchantCode, memberId, ...NOTICE_TEXTS.depositApproved(await memberMoney(db, merchantCode, 100)), kind: 'deposit' });
 */
export async function notifyMember(context: NotifyContext, notice: MemberNotice): Promise<NotifyResult> {
  const title = localized(notice.title);
  const body = localized(notice.body);
  const url = notice.url ?? INBOX_APP_PATH;
  let messageId: number | null = null;
  try {
    messageId = await insertInboxMessage(context.db, {
      merchantCode: notice.merchantCode,
      memberId: notice.memberId,
      kind: notice.kind ?? 'notice',
      title,
      body,
      url: notice.url ?? null,
    });
  } catch (error) {
    logFailure('inbox message', error);
  }
  const pushed = notice.push === false
    ? Promise.resolve(null)
    : pushToMember(context.db, notice.memberId, { merchantCode: notice.merchantCode, title, body, url }, {
      allowLoopback: context.config?.testMode === true,
    }).catch((error: unknown) => {
      logFailure('push', error);
      return null;
    });
  return { messageId, pushed };
}
