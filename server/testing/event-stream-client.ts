/**
 * A Server-Sent Events reader for tests (EventSource is a browser API):
 * opens the stream over real HTTP, parses its frames as they arrive, and
 * answers "the first frame like this", with the moment it was read. Plain
 * node:http on a connection of its own (no keep-alive pool): fetch's pool
 * opened a spare connection after a stream was aborted, which held a server
 * process's graceful shutdown until the server's headers timeout.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface StreamFrame {
  /** `message` unless the frame named its event. */
  event: string;
  /** The `data:` text, parsed as JSON when it is JSON. */
  data: unknown;
  /** performance.now() when the frame was read. */
  at: number;
}

export interface EventStreamReader {
  status: number;
  /** Frames read so far. */
  frames: StreamFrame[];
  /** The first frame (read already or later) that matches; rejects when the stream ends or after timeoutMs. */
  next(match: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** Everything the stream said, once it has ended (by the server or by close()). */
  ended: Promise<string>;
  close(): void;
}

function parseFrame(block: string, at: number): StreamFrame | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null; // a comment, or the retry field
  const text = data.join('\n');
  try {
    return { event, data: JSON.parse(text) as unknown, at };
  } catch {
    return { event, data: text, at };
  }
}

/** For a stream through a TLS proxy (https URLs): the CA to trust and the address to connect from. */
export interface StreamConnection {
  ca?: string;
  localAddress?: string;
}

function get(url: string, headers: Record<string, string>, connection: StreamConnection): Promise<{ res: IncomingMessage; close: () => void }> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { headers, agent: false, ...connection }, (res) => resolve({ res, close: () => req.destroy() }));
    req.on('error', reject);
    req.end();
  });
}

export async function openEventStream(url: string, headers: Record<string, string> = {}, connection: StreamConnection = {}): Promise<EventStreamReader> {
  const { res, close } = await get(url, headers, connection);
  const frames: StreamFrame[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    let text = '';
    let pending = '';
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res) {
        const piece = decoder.decode(chunk as Buffer, { stream: true });
        text += piece;
        pending += piece;
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        const at = performance.now();
        for (const block of blocks) {
          const frame = parseFrame(block, at);
          if (frame) frames.push(frame);
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // closed by the test
    }
    done = true;
    for (const wake of [...waiters]) wake();
    return text;
  })();

  return {
    status: res.statusCode ?? 0,
    frames,
    ended,
    close,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found || done) {
            waiters.delete(check);
            clearTimeout(timer);
            if (found) resolve(found);
            else reject(new Error(`the stream ended without the frame; it said: ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
