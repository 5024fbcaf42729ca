/**
 * The sandbox sending its callbacks (docs/decisions/0071): every due
 * outcome (a confirmed or cancelled pay page, a checked card, a payout,
 * an expired page) is signed and delivered exactly as a provider would
 * post it, through the same receiveCallback the callback route runs,
 * in-process instead of over the network. A due row is claimed with
 * `for update skip locked`, so each server instance sends different ones;
 * a failed delivery is tried again later (its next due time backs off);
 * a delivery that happens twice is one event (the event id), applied once.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { receiveCallback, type ProviderCallback } from '../callbacks';
import { paymentsConfig } from '../provider';
import { signCallbackBody } from '../signature';
import { SANDBOX_PROVIDER_ID, SANDBOX_SESSION_MINUTES } from './sandbox-provider';
import { onSandboxWork } from './wake';

const BATCH = 20;

interface DueRow { ref: string; kind: 'wallet' | 'card' | 'payout'; order_no: string; amount: number; card_value: number | null; status: ProviderCallback['status'] }

/** The callback body of one outcome, as the sandbox sends it. */
export function sandboxCallbackBody(row: DueRow, now = Date.now()): string {
  const callback: ProviderCallback = {
    eventId: `${SANDBOX_PROVIDER_ID}:${row.ref}`,
    type: row.kind === 'payout' ? 'payout' : 'deposit',
    providerRef: row.ref,
    orderNo: row.order_no,
    status: row.status,
    amount: Number(row.amount),
    cardValue: row.kind === 'card' ? Number(row.card_value ?? 0) : null,
    timestamp: now,
  };
  return JSON.stringify(callback);
}

/** The sender's re-check when nothing is due: what a write of another server process (a pay page confirmed there) waits at most. */
export const SANDBOX_RECHECK_MS = 5_000;
/**
 * How often the sender looks for pay pages opened elsewhere: a page lapses
 * SANDBOX_SESSION_MINUTES after it opened, so one looked for this often is
 * seen long before, and then closed when it lapses, not a re-check later.
 */
export const SANDBOX_EXPIRY_RECHECK_MS = 30_000;

/**
 * Pay pages nobody finished: closed, and the order told so (their callback
 * is due at once). Answers how many closed and how long until the oldest
 * page still open lapses (null: none is open).
 */
export async function expireLapsedSandboxPages(db: AppContext['db']): Promise<{ expired: number; nextInMs: number | null }> {
  // One statement: the select reads the rows as they were before the update, so it skips the ones it closes.
  const [row] = await db.query<{ expired: number; next_in_ms: number | null }>(
    `with expired as (
       update sandbox_payments set status = 'expired', callback_due_at = now()
        where kind = 'wallet' and status = 'open' and created_at < now() - ($1::int * interval '1 minute')
        returning 1)
     select (select count(*) from expired)::int as expired,
            (extract(epoch from (min(created_at) + ($1::int * interval '1 minute') - now())) * 1000)::float8 as next_in_ms
       from sandbox_payments
      where kind = 'wallet' and status = 'open' and created_at >= now() - ($1::int * interval '1 minute')`,
    [SANDBOX_SESSION_MINUTES],
  );
  return { expired: Number(row?.expired ?? 0), nextInMs: row?.next_in_ms == null ? null : Number(row.next_in_ms) };
}

/** Claims up to BATCH due callbacks and sends them; answers how many it claimed and delivered. */
async function deliverClaimed(context: AppContext, callbackSecret: string): Promise<{ claimed: number; delivered: number }> {
  const { db } = context;
  const due = await db.query<DueRow>(
    `update sandbox_payments set callback_attempts = callback_attempts + 1,
            callback_due_at = now() + (least(callback_attempts + 1, 12) * interval '5 seconds')
      where ref in (select ref from sandbox_payments where delivered_at is null and callback_due_at <= now()
                     order by callback_due_at limit ${BATCH} for update skip locked)
      returning ref, kind, order_no, amount::float8 as amount, card_value::float8 as card_value, status`,
  );
  let delivered = 0;
  for (const row of due) {
    const body = sandboxCallbackBody(row);
    try {
      await receiveCallback(context, SANDBOX_PROVIDER_ID, body, signCallbackBody(body, callbackSecret));
      await db.query('update sandbox_payments set delivered_at = now() where ref = $1', [row.ref]);
      delivered += 1;
    } catch {
      // tried again when due (the claim above moved its time on)
    }
  }
  return { claimed: due.length, delivered };
}

/** How long until the next undelivered callback is due (0: due now), or null when none waits. */
async function nextDeliveryInMs(db: AppContext['db']): Promise<number | null> {
  const [row] = await db.query<{ next_in_ms: number | null }>(
    `select (extract(epoch from (min(callback_due_at) - now())) * 1000)::float8 as next_in_ms
       from sandbox_payments where delivered_at is null and callback_due_at is not null`,
  );
  return row?.next_in_ms == null ? null : Math.max(0, Number(row.next_in_ms));
}

/** Sends every callback that is due; answers how many were delivered. */
export async function deliverDueSandboxCallbacks(context: AppContext): Promise<number> {
  const { provider, callbackSecret } = paymentsConfig(context.config);
  if (provider !== 'sandbox') return 0;
  await expireLapsedSandboxPages(context.db);
  return (await deliverClaimed(context, callbackSecret)).delivered;
}

export interface SandboxSender {
  /** One pass: closes lapsed pages and sends due callbacks, each only when its next due time has come. */
  pass(): Promise<void>;
  /** Work was written (./wake.ts): the next pass looks for due callbacks whatever it learnt before. */
  wake(): void;
  /** Milliseconds until the sender next asks the database for each (0: at its next pass). */
  dueIn(): { expiry: number; delivery: number };
}

/**
 * The sender's memory between passes. An idle server asked the database
 * twice every half second (one statement planned afresh each time by
 * PGlite, most of an idle test server's CPU); now each pass asks only when
 * something is due: the next lapsing page (re-checked every
 * SANDBOX_EXPIRY_RECHECK_MS for pages opened elsewhere), the next callback
 * due (re-checked every SANDBOX_RECHECK_MS for other processes' writes, and
 * at once when this app's own sandbox writes wake it).
 */
export function sandboxSender(context: AppContext, now: () => number = Date.now): SandboxSender {
  const { callbackSecret } = paymentsConfig(context.config);
  let nextExpiry = 0;
  let nextDelivery = 0;
  let wakes = 0;
  const after = (ms: number | null, recheck: number) => now() + Math.min(ms ?? Number.POSITIVE_INFINITY, recheck);
  return {
    async pass() {
      if (now() >= nextExpiry) {
        const { expired, nextInMs } = await expireLapsedSandboxPages(context.db);
        nextExpiry = after(nextInMs === null ? null : Math.max(0, nextInMs), SANDBOX_EXPIRY_RECHECK_MS);
        if (expired > 0) nextDelivery = 0;
      }
      if (now() < nextDelivery) return;
      const seen = wakes;
      const { claimed } = await deliverClaimed(context, callbackSecret);
      // A full batch may leave more due; otherwise wait for the next due time.
      nextDelivery = claimed >= BATCH ? 0 : after(await nextDeliveryInMs(context.db), SANDBOX_RECHECK_MS);
      // woken while this pass ran: what woke it may have been committed after the reads above
      if (wakes !== seen) nextDelivery = 0;
    },
    wake() {
      wakes += 1;
      nextDelivery = 0;
    },
    dueIn() {
      const at = now();
      return { expiry: Math.max(0, nextExpiry - at), delivery: Math.max(0, nextDelivery - at) };
    },
  };
}

/** One sender per server process, on a timer, when configured (servers; tests call deliverDueSandboxCallbacks). */
export function registerSandboxDelivery(app: FastifyInstance, context: AppContext): void {
  const settings = paymentsConfig(context.config);
  if (!settings.sweeper || settings.provider !== 'sandbox') return;
  const sender = sandboxSender(context);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let forget = () => {};
  const run = () => {
    // One pass at a time; a wake during a pass is kept by the sender for the next one.
    if (running) return;
    running = sender.pass()
      .catch((error: unknown) => app.log.warn({ err: error }, 'payments: sandbox delivery failed'))
      .finally(() => { running = null; });
  };
  app.addHook('onReady', async () => {
    forget = onSandboxWork(context.db, () => {
      sender.wake();
      run();
    });
    timer = setInterval(run, settings.tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    forget();
    if (timer) clearInterval(timer);
    await running;
  });
}
