import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the sentinel at the end of a list comes within
 * 500 px of the screen (the lists' threshold), once per page.
 */
export function useInfiniteSentinel(hasNext: boolean, loading: boolean, loadNext: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasNext || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadNext();
    }, { rootMargin: '500px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNext, loading, loadNext]);
  return ref;
}
