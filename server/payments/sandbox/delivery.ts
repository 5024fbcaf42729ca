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

/** Sends every callback that is due; answers how many were delivered. */
export async function deliverDueSandboxCallbacks(context: AppContext): Promise<number> {
  const { db } = context;
  const { provider, callbackSecret } = paymentsConfig(context.config);
  if (provider !== 'sandbox') return 0;
  // Pay pages nobody finished: closed, and the order told so.
  await db.query(
    `update sandbox_payments set status = 'expired', callback_due_at = now()
      where kind = 'wallet' and status = 'open' and created_at < now() - ($1::int * interval '1 minute')`,
    [SANDBOX_SESSION_MINUTES],
  );
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
  return delivered;
}

/** One sender per server process, on a timer, when configured (servers; tests call deliverDueSandboxCallbacks). */
export function registerSandboxDelivery(app: FastifyInstance, context: AppContext): void {
  const settings = paymentsConfig(context.config);
  if (!settings.sweeper || settings.provider !== 'sandbox') return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => deliverDueSandboxCallbacks(context)).catch((error: unknown) => app.log.warn({ err: error }, 'payments: sandbox delivery failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, settings.tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
