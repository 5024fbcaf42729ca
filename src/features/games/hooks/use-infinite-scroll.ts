import { useEffect, useEffectEvent, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS } from '../../../config/constants';

/**
 * Calls `onMore` when the page is scrolled within 500 px of its end, at
 * most once a second (spec: threshold 500 px, load-more throttled to 1 s).
 */
export function useInfiniteScroll(enabled: boolean, onMore: () => void): void {
  const last = useRef(0);
  const more = useEffectEvent(() => onMore());
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining > INFINITE_SCROLL_THRESHOLD_PX) return;
      const now = Date.now();
      if (now - last.current < LOAD_MORE_THROTTLE_MS) return;
      last.current = now;
      more();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    // a short page whose end is already visible needs a later look too
    const timer = setInterval(check, LOAD_MORE_THROTTLE_MS);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      clearInterval(timer);
    };
  }, [enabled]);
}
