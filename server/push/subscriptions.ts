import type { Db } from '../db/db';

export interface StoredSubscription {
  id: number;
  memberId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/**
 * A member's browser subscribes, or renews its keys. An endpoint another
 * member holds is refused ('taken'): an endpoint URL is no proof of owning
 * the browser, so whoever learned it could otherwise move it to themselves
 * and receive that member's pushes (security review L5). It is free again
 * once its owner unsubscribes (logout does) or a push service calls it gone.
 */
export async function saveSubscription(
  db: Db,
  sub: { merchantCode: string; memberId: number; endpoint: string; p256dh: string; auth: string; language: string },
): Promise<'saved' | 'taken'> {
  const saved = await db.query(
    `insert into push_subscriptions (merchant_code, member_id, endpoint, p256dh, auth, language)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, failures = 0
       where push_subscriptions.member_id = excluded.member_id and push_subscriptions.merchant_code = excluded.merchant_code
     returning id`,
    [sub.merchantCode, sub.memberId, sub.endpoint, sub.p256dh, sub.auth, sub.language],
  );
  if (saved.length === 0) return 'taken';
  // A member keeps at most 10 browsers; the oldest go.
  await db.query(
    `delete from push_subscriptions where member_id = $1 and id not in (
       select id from push_subscriptions where member_id = $1 order by id desc limit 10)`,
    [sub.memberId],
  );
  return 'saved';
}

export async function removeSubscription(db: Db, memberId: number, endpoint: string): Promise<boolean> {
  const rows = await db.query('delete from push_subscriptions where member_id = $1 and endpoint = $2 returning id', [memberId, endpoint]);
  return rows.length > 0;
}

interface SubscriptionRow {
  id: string | number;
  member_id: string | number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

function toSubscription(row: SubscriptionRow): StoredSubscription {
  return { id: Number(row.id), memberId: Number(row.member_id), endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, language: row.language };
}

export async function memberSubscriptions(db: Db, memberId: number): Promise<StoredSubscription[]> {
  const rows = await db.query<SubscriptionRow>(
    'select id, member_id, endpoint, p256dh, auth, language from push_subscriptions where member_id = $1 order by id',
    [memberId],
  );
  return rows.map(toSubscription);
}

export async function merchantSubscriptions(db: Db, merchantCode: string): Promise<StoredSubscription[]> {
  const rows = await db.query<SubscriptionRow>(
    `select s.id, s.member_id, s.endpoint, s.p256dh, s.auth, s.language
       from push_subscriptions s join members m on m.id = s.member_id
      where s.merchant_code = $1 and not m.disabled order by s.id`,
    [merchantCode],
  );
  return rows.map(toSubscription);
}

/** A push service answering 404/410 means the subscription is gone; other failures are counted, and 5 in a row drop it. */
export async function recordPushOutcome(db: Db, id: number, outcome: 'ok' | 'gone' | 'invalid' | 'failed'): Promise<void> {
  if (outcome === 'ok') {
    await db.query('update push_subscriptions set last_success_at = now(), failures = 0 where id = $1', [id]);
  } else if (outcome === 'gone' || outcome === 'invalid') {
    // Gone (404/410) or keys nothing can be encrypted to (stored before keys were checked): it will never work.
    await db.query('delete from push_subscriptions where id = $1', [id]);
  } else {
    await db.query('update push_subscriptions set failures = failures + 1 where id = $1', [id]);
    await db.query('delete from push_subscriptions where id = $1 and failures >= 5', [id]);
  }
}
