import { EventEmitter } from 'node:events';
import type { ChatMessage } from '../../contract/messages';

/**
 * In-process fan-out of new chat messages to the open event streams of this
 * server. A message written by another process (an operator command applied
 * straight to the database, a second server on one PostgreSQL) reaches the
 * streams through their periodic catch-up read instead (CHAT_CATCH_UP_MS).
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export const CHAT_CATCH_UP_MS = 5000;

export function publishChatMessage(memberId: number, message: ChatMessage): void {
  emitter.emit(`member:${memberId}`, message);
}

export function subscribeChat(memberId: number, listener: (message: ChatMessage) => void): () => void {
  const name = `member:${memberId}`;
  emitter.on(name, listener);
  return () => emitter.off(name, listener);
}
