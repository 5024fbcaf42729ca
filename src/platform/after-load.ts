import { useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the main thread is idle: work
 * the first screen does not need must not compete with it for the network
 * or the CPU. Returns a cancel function.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs = 2500): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/** False until the page has loaded and gone idle (see whenLoadedAndIdle). */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}

/**
 * False on the first render, true right after the first paint: parts of a
 * screen that are not in its first view render in a task of their own, so
 * the first paint comes sooner and no single task grows long.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
