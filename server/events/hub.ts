/**
 * The in-process side of the member event channel (docs/decisions/0063):
 * one LISTEN per database, fanned out to this process's subscribers by
 * member id. Every event arrives here through the Db's listen, the ones this
 * process published too, so there is one way in and it only carries
 * committed changes (a balance event is published after its commit,
 * docs/decisions/0100; on PGlite such a notice comes in process).
 */
import * as v from 'valibot';
import { memberEventSchema } from '../../contract/events';
import type { Db } from '../db/db';
import { MEMBER_EVENTS_CHANNEL, type ChannelEvent } from './member-events';

export interface MemberEventSubscriber {
  memberId: number;
  merchantCode: string;
  onEvent(event: ChannelEvent): void;
  /** Events may have been missed (the LISTEN connection was lost and is back): read the state again. */
  onResync(): void;
}

const channelEventSchema = v.union([memberEventSchema, v.object({ kind: v.literal('session') })]);
const messageSchema = v.union([
  v.object({ m: v.pipe(v.number(), v.integer()), e: channelEventSchema }),
  v.object({ b: v.string(), e: channelEventSchema }),
]);

class MemberEventHub {
  private readonly byMember = new Map<number, Set<MemberEventSubscriber>>();
  private listening: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Resolves once listening: an event committed after that reaches the subscriber. */
  async subscribe(subscriber: MemberEventSubscriber): Promise<() => void> {
    await this.listen();
    const set = this.byMember.get(subscriber.memberId) ?? new Set();
    set.add(subscriber);
    this.byMember.set(subscriber.memberId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byMember.get(subscriber.memberId) === set) this.byMember.delete(subscriber.memberId);
    };
  }

  subscriberCount(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  private listen(): Promise<void> {
    this.listening ??= this.db
      .listen(MEMBER_EVENTS_CHANNEL, (payload) => this.dispatch(payload), { onReconnect: () => this.resyncAll() })
      .then(
        () => undefined,
        (error: unknown) => {
          // the next subscriber tries again
          this.listening = null;
          throw error;
        },
      );
    return this.listening;
  }

  private dispatch(payload: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(payload);
    } catch {
      return;
    }
    const parsed = v.safeParse(messageSchema, raw);
    if (!parsed.success) return;
    const message = parsed.output;
    const event = message.e;
    // resync is the streams' own word after a lost connection, never a published event
    if (event.kind === 'resync') return;
    if ('m' in message) {
      for (const subscriber of [...(this.byMember.get(message.m) ?? [])]) subscriber.onEvent(event);
      return;
    }
    for (const set of [...this.byMember.values()]) {
      for (const subscriber of [...set]) if (subscriber.merchantCode === message.b) subscriber.onEvent(event);
    }
  }

  private resyncAll(): void {
    for (const set of [...this.byMember.values()]) for (const subscriber of [...set]) subscriber.onResync();
  }
}

const hubs = new WeakMap<Db, MemberEventHub>();

/** The hub of this database (one per Db, so two apps in one test process each listen for themselves). */
export function memberEventHub(db: Db): MemberEventHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new MemberEventHub(db);
    hubs.set(db, hub);
  }
  return hub;
}
