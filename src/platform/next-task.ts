/**
 * Resolves in a task of its own, soon: a message to ourselves, which (unlike
 * a timer) no browser clamps or delays. Work that follows an `await` of it
 * runs apart from the work that asked for it, so two pieces of work that
 * each fit in a short task do not add up to a long one on a slow phone.
 */
type Resolve = () => void;

const waiting: Resolve[] = [];
let port: MessagePort | null = null;

function channel(): MessagePort | null {
  if (port || typeof MessageChannel === 'undefined') return port;
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => waiting.shift()?.();
  // Node (unit tests) keeps a process alive for a port that listens: this one must not
  (port1 as MessagePort & { unref?: () => void }).unref?.();
  port = port2;
  return port;
}

export function nextTask(): Promise<void> {
  const to = channel();
  if (!to) return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    waiting.push(resolve);
    to.postMessage(null);
  });
}
