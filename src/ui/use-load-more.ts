import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS } from '../config/constants';

/**
 * The one "load the next page" trigger of every long list (games, wallet
 * records, agent reports): a sentinel below the list; when it comes within
 * 500 px of the viewport, `onMore` runs, at most once a second (spec:
 * threshold 500 px, load-more throttled to 1 s). The observer is renewed after every
 * page (`pages`), so a sentinel still in view after a short page asks again.
 */
export function useLoadMore(sentinel: RefObject<HTMLElement | null>, enabled: boolean, pages: number, onMore: () => void): void {
  const last = useRef(-Infinity);
  const more = useEffectEvent(() => onMore());
  useEffect(() => {
    const el = sentinel.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      const wait = last.current + LOAD_MORE_THROTTLE_MS - performance.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          fire();
        }, wait);
        return;
      }
      last.current = performance.now();
      more();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [sentinel, enabled, pages]);
}
