import { useEffect, useState, type RefObject } from 'react';

const OVERSCAN_ROWS = 4;

/**
 * Renders only the rows near the viewport: a list of a thousand games keeps
 * a few dozen tiles in the DOM, with spacers for the rest. Rows have a fixed
 * height in rem (so no measuring and no layout shift).
 */
export function useWindowedRows(ref: RefObject<HTMLElement | null>, rowCount: number, rowHeightRem: number) {
  const [range, setRange] = useState({ first: 0, last: Math.min(rowCount, 12) - 1 });
  const [rowPx, setRowPx] = useState(rowHeightRem * 55);

  useEffect(() => {
    const update = () => {
      const root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 55;
      const height = rowHeightRem * root;
      setRowPx(height);
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      const first = Math.max(0, Math.floor(-top / height) - OVERSCAN_ROWS);
      const last = Math.min(rowCount - 1, Math.ceil((window.innerHeight - top) / height) + OVERSCAN_ROWS);
      setRange((old) => (old.first === first && old.last === last ? old : { first, last }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, rowCount, rowHeightRem]);

  const last = Math.min(range.last, rowCount - 1);
  return {
    first: range.first,
    last,
    padTop: range.first * rowPx,
    padBottom: Math.max(0, rowCount - 1 - last) * rowPx,
  };
}
