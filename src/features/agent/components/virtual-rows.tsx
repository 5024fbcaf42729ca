import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

function rootPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 55;
}

/**
 * A list scrolled with the window where only the rows near the viewport are
 * in the DOM (@tanstack/react-virtual), as the game grid does. Rows have a
 * fixed height in rem, so nothing is measured; near the end it asks for
 * the next page.
 */
export function VirtualRows<T>({ items, rowRem, label, getKey, render, onNearEnd }: {
  items: readonly T[];
  rowRem: number;
  label: string;
  getKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  onNearEnd?: () => void;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [rowPx, setRowPx] = useState(() => rowRem * rootPx());
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      setRowPx(rowRem * rootPx());
      const el = ref.current;
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [rowRem]);
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: () => rowPx, overscan: 6, scrollMargin: top });
  useEffect(() => virtualizer.measure(), [virtualizer, rowPx]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows.length ? rows[rows.length - 1]!.index : -1;
  useEffect(() => {
    if (onNearEnd && items.length > 0 && last >= items.length - 5) onNearEnd();
  }, [last, items.length, onNearEnd]);
  return (
    <ul
      ref={ref}
      className="agent-rows"
      aria-label={label}
      data-count={items.length}
      style={{ paddingTop: `${first * rowRem}rem`, paddingBottom: `${Math.max(0, items.length - 1 - last) * rowRem}rem` }}
    >
      {items.slice(first, last + 1).map((item) => (
        <li key={getKey(item)} className="agent-rows__row" style={{ height: `${rowRem}rem` }}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
