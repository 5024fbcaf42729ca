import type { Db } from '../db/db';

export interface OutgoingMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  /** A phone number with its dialing code (+84912345678) or an email address. */
  to: string;
  subject: string | null;
  body: string;
}

/**
 * Delivers SMS codes and recovery emails. A deployment plugs in a real
 * gateway; the default writes to the outbox table, which test mode exposes.
 */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

export function outboxSender(db: Db): Sender {
  return {
    async send(message) {
      await db.query(
        'insert into outbox (merchant_code, channel, recipient, subject, body) values ($1, $2, $3, $4, $5)',
        [message.merchantCode, message.channel, message.to, message.subject, message.body],
      );
    },
  };
}

export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** The outbox of one merchant, newest first. */
export async function listOutbox(db: Db, merchantCode: string, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.query<{ channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; created_ms: number }>(
    `select channel, recipient, subject, body, floor(extract(epoch from created_at) * 1000)::float8 as created_ms
       from outbox where merchant_code = $1 order by id desc limit $2`,
    [merchantCode, limit],
  );
  return rows.map((row) => ({ channel: row.channel, to: row.recipient, subject: row.subject, body: row.body, createdAt: row.created_ms }));
}
