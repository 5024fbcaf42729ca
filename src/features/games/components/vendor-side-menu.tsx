import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorEntry } from '../../../../contract';

/**
 * The vendor side menu. Its arrows show only when the list overflows and
 * the scroll is not already at that edge.
 */
export function VendorSideMenu({ vendors, selected, onSelect }: { vendors: readonly VendorEntry[]; selected: string | null; onSelect: (vendor: string | null) => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ up: false, down: false });

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const update = () => {
      const up = el.scrollTop > 1;
      const down = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
      setEdges((old) => (old.up === up && old.down === down ? old : { up, down }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [vendors.length]);

  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ top: direction * list.current.clientHeight * 0.8, behavior: 'smooth' });

  return (
    <nav className="vendor-menu" aria-label={t('games.vendors')}>
      {edges.up && (
        <button type="button" className="vendor-menu__arrow vendor-menu__arrow--up" aria-label={t('games.scroll_up')} onClick={() => scroll(-1)}>
          ▲
        </button>
      )}
      <ul ref={list} className="vendor-menu__list">
        <li>
          <button type="button" className="vendor-menu__item" aria-pressed={selected === null} onClick={() => onSelect(null)}>
            {t('games.all')}
          </button>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className="vendor-menu__item" aria-pressed={selected === vendor.vassalage} onClick={() => onSelect(vendor.vassalage)}>
              {vendor.displayName}
            </button>
          </li>
        ))}
      </ul>
      {edges.down && (
        <button type="button" className="vendor-menu__arrow vendor-menu__arrow--down" aria-label={t('games.scroll_down')} onClick={() => scroll(1)}>
          ▼
        </button>
      )}
    </nav>
  );
}
