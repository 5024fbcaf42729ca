import { useRef, type ReactNode } from 'react';
import { useWindowRows } from './use-window-rows';
import { useLoadMore } from './use-load-more';

/** The next page of a paged list: asked for when the list's end nears the screen (useLoadMore). */
export interface MoreRows {
  enabled: boolean;
  /** Pages loaded so far: the trigger renews after each. */
  pages: number;
  load: () => void;
}

/**
 * A list scrolled with the window where only the rows near the viewport are
 * in the DOM (useWindowRows, as the game grid). Rows have a fixed height in
 * rem; `more` loads the next page through the one load-more trigger.
 */
export function VirtualRows<T>({ items, rowRem, label, className, getKey, render, more }: {
  items: readonly T[];
  rowRem: number;
  label: string;
  className: string;
  getKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  more?: MoreRows;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { first, last, style } = useWindowRows(ref, items.length, rowRem, 6);
  useLoadMore(sentinel, more?.enabled ?? false, more?.pages ?? 0, () => more?.load());
  return (
    <>
      <ul ref={ref} className={className} aria-label={label} data-count={items.length} style={style}>
        {items.slice(first, last + 1).map((item) => (
          <li key={getKey(item)} className={`${className}__row`} style={{ height: `${rowRem}rem` }}>
            {render(item)}
          </li>
        ))}
      </ul>
      {more && <div ref={sentinel} aria-hidden="true" />}
    </>
  );
}
