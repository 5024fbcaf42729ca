/**
 * Everything the benchmark starts (server, browsers) registers its stop
 * function here, so a failure, SIGINT or SIGTERM stops it too.
 */
type Stopper = () => Promise<void> | void;

const stoppers = new Set<Stopper>();

/** Registers a stop function; returns the function that unregisters it. */
export function onCleanup(stop: Stopper): () => void {
  stoppers.add(stop);
  return () => {
    stoppers.delete(stop);
  };
}

/** Runs every registered stop function (latest first), each at most timeoutMs. */
export async function runCleanups(timeoutMs = 10_000): Promise<void> {
  const list = [...stoppers].reverse();
  stoppers.clear();
  for (const stop of list) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(stop),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
    } catch (error) {
      console.error('bench: cleanup step failed:', error instanceof Error ? error.message : error);
    } finally {
      clearTimeout(timer);
    }
  }
}

let installed = false;

/** On SIGINT/SIGTERM: stop everything, then exit 130/143. */
export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  let stopping = false;
  const handle = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    console.error(`\nbench: ${signal} received, stopping server and browsers…`);
    void runCleanups(5_000).finally(() => process.exit(code));
  };
  process.on('SIGINT', () => handle('SIGINT', 130));
  process.on('SIGTERM', () => handle('SIGTERM', 143));
}
