import { startTransition, useEffect, useState } from 'react';

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

/**
 * False until the page has loaded and gone idle (see whenLoadedAndIdle).
 * What it lets in renders as a transition: in slices, yielding to the
 * browser, not as one task.
 */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}

// Work deferred past the first paint runs one piece per task: the browser
// gets the main thread back between pieces (input, paint), and no single
// task grows long on a slow phone.
const turns: Array<() => void> = [];
let pumping = false;

function nextTurn(): void {
  const task = turns.shift();
  if (!task) {
    pumping = false;
    return;
  }
  task();
  setTimeout(nextTurn, 0);
}

/** Runs `task` after the next paint, in a task of its own. Returns a cancel function. */
export function afterPaintTurn(task: () => void): () => void {
  turns.push(task);
  if (!pumping) {
    pumping = true;
    requestAnimationFrame(() => setTimeout(nextTurn, 0));
  }
  return () => {
    const index = turns.indexOf(task);
    if (index >= 0) turns.splice(index, 1);
  };
}

/**
 * False on the first render, true once its turn after the first paint has
 * come: parts of a screen that are not its largest paint render later, each
 * in a task of its own.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // a transition: what joins renders in slices that yield to the browser
  useEffect(() => afterPaintTurn(() => startTransition(() => setPainted(true))), []);
  return painted;
}
