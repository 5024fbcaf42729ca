import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import type { PushPayload } from '../../contract/messages';
import type { Db } from '../db/db';
import { type LocalizedText, pick } from '../messages/texts';
import { pushEndpointAllowed } from './endpoints';
import { memberSubscriptions, merchantSubscriptions, recordPushOutcome, type StoredSubscription } from './subscriptions';
import { loadVapidKeys } from './vapid';

export interface PushMessage {
  merchantCode: string;
  title: LocalizedText;
  body: LocalizedText;
  /** App path the notification opens (/m/…). */
  url: string;
}

export interface PushOptions {
  /** Test mode: loopback http endpoints (the test receiver) are allowed. */
  allowLoopback: boolean;
}

export interface PushReport {
  sent: number;
  failed: number;
  /** Members this broadcast run had already pushed to (a retry of the same run). */
  skipped: number;
  /** One per member pushed to (the EMFE_appPushDeliveryCallback trackingUuid). */
  trackingUuids: string[];
}

/** Who a push claims to be from (VAPID `sub`); push services contact it about abuse. */
export function vapidSubject(): string {
  return process.env.PUSH_SUBJECT ?? 'mailto:support@example.com';
}

const SEND_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered message this long (the phone may be off). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

type VapidKeys = Awaited<ReturnType<typeof loadVapidKeys>>;

/**
 * One delivery. It never throws: whatever one subscription holds (keys
 * that are not a P-256 point made web-push throw, security review M3) ends
 * as that delivery's failure, never the broadcast's.
 */
async function sendOne(db: Db, keys: VapidKeys, subscription: StoredSubscription, payload: PushPayload, options: PushOptions): Promise<boolean> {
  if (!pushEndpointAllowed(subscription.endpoint, options.allowLoopback)) return false;
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); we send it
    // ourselves with fetch so redirects are never followed and loopback http
    // works for the test receiver.
    details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
  } catch {
    // Nothing can ever be encrypted to these keys: the subscription goes.
    await recordOutcome(db, subscription.id, 'invalid');
    return false;
  }
  let outcome: 'ok' | 'gone' | 'failed';
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    outcome = response.status >= 200 && response.status < 300 ? 'ok' : response.status === 404 || response.status === 410 ? 'gone' : 'failed';
  } catch {
    outcome = 'failed';
  }
  await recordOutcome(db, subscription.id, outcome);
  return outcome === 'ok';
}

/** Bookkeeping of one delivery; its own failure (database busy) does not fail the delivery's caller. */
async function recordOutcome(db: Db, id: number, outcome: Parameters<typeof recordPushOutcome>[2]): Promise<void> {
  await recordPushOutcome(db, id, outcome).catch((error: unknown) => {
    console.warn(`push: could not record outcome ${outcome} of subscription ${id}: ${(error as Error).message}`);
  });
}

/** A delivery row per member; with a run id, null when this run already pushed to the member. */
async function openDelivery(db: Db, memberId: number, message: PushMessage, runId: string | null): Promise<string | null> {
  const trackingUuid = randomUUID();
  const rows = await db.query(
    `insert into push_deliveries (tracking_uuid, merchant_code, member_id, title, url, broadcast_run) values ($1, $2, $3, $4, $5, $6)
     on conflict (member_id, broadcast_run) where broadcast_run is not null do nothing returning tracking_uuid`,
    [trackingUuid, message.merchantCode, memberId, message.title.en.slice(0, 200), message.url, runId],
  );
  return rows.length > 0 ? trackingUuid : null;
}

async function pushToGroups(
  db: Db, subscriptions: StoredSubscription[], message: PushMessage, options: PushOptions, runId: string | null = null,
): Promise<PushReport> {
  const byMember = new Map<number, StoredSubscription[]>();
  for (const sub of subscriptions) byMember.set(sub.memberId, [...(byMember.get(sub.memberId) ?? []), sub]);
  const report: PushReport = { sent: 0, failed: 0, skipped: 0, trackingUuids: [] };
  if (byMember.size === 0) return report;
  const keys = await loadVapidKeys(db);
  for (const [memberId, subs] of byMember) {
    const trackingUuid = await openDelivery(db, memberId, message, runId);
    if (trackingUuid === null) {
      report.skipped += 1;
      continue;
    }
    report.trackingUuids.push(trackingUuid);
    const results = await Promise.all(subs.map((sub) => sendOne(db, keys, sub, {
      notification: { title: pick(message.title, sub.language), body: pick(message.body, sub.language) },
      data: { merchant: message.merchantCode, trackingUuid, url: message.url },
    }, options)));
    for (const ok of results) {
      if (ok) report.sent += 1;
      else report.failed += 1;
    }
  }
  return report;
}

/** Pushes to every browser the member subscribed; a member without any gets nothing (the inbox still has it). */
export async function pushToMember(db: Db, memberId: number, message: PushMessage, options: PushOptions): Promise<PushReport> {
  return pushToGroups(db, await memberSubscriptions(db, memberId), message, options);
}

/** Every subscribed member of the merchant; with a run id, members the same run reached before are skipped. */
export async function pushToMerchant(db: Db, message: PushMessage, options: PushOptions, runId: string | null = null): Promise<PushReport> {
  return pushToGroups(db, await merchantSubscriptions(db, message.merchantCode), message, options, runId);
}

/** The service worker's report (EMFE_appPushDeliveryCallback); a click counts once. False for an unknown uuid. */
export async function recordPushEvent(db: Db, merchantCode: string, trackingUuid: string, eventType: 'DELIVERED' | 'CLICKED'): Promise<boolean> {
  const column = eventType === 'DELIVERED' ? 'delivered_at' : 'clicked_at';
  const rows = await db.query(
    `update push_deliveries set ${column} = coalesce(${column}, now()) where tracking_uuid = $1 and merchant_code = $2 returning tracking_uuid`,
    [trackingUuid, merchantCode],
  );
  return rows.length > 0;
}
