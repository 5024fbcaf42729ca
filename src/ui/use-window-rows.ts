import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

function rootPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 55;
}

/**
 * The root font size in px (rows are sized in rem) and the list's distance
 * from the top of the document, both kept current as the window and the
 * content above the list change.
 */
function useGeometry(ref: RefObject<HTMLElement | null>, rowRem: number): { rowPx: number; top: number } {
  const [geometry, setGeometry] = useState(() => ({ rowPx: rowRem * rootPx(), top: 0 }));
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      const rowPx = rowRem * rootPx();
      const top = el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : 0;
      setGeometry((old) => (old.rowPx === rowPx && old.top === top ? old : { rowPx, top }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, rowRem]);
  return geometry;
}

/**
 * A list scrolled with the window, rows of a fixed height in rem: which
 * rows are near the viewport (@tanstack/react-virtual picks and clamps
 * them) and the padding, in rem, that stands in for the rest. Nothing is
 * measured but the root font size, so the list is exactly as tall as its rows.
 */
export function useWindowRows(ref: RefObject<HTMLElement | null>, count: number, rowRem: number, overscan: number) {
  const { rowPx, top } = useGeometry(ref, rowRem);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => rowPx, overscan, scrollMargin: top });
  useEffect(() => virtualizer.measure(), [virtualizer, rowPx]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.length ? items[items.length - 1]!.index : -1;
  return {
    first,
    last,
    style: { paddingTop: `${first * rowRem}rem`, paddingBottom: `${Math.max(0, count - 1 - last) * rowRem}rem` },
  };
}
