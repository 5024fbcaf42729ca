import { badgeText } from './badge-count';

/**
 * An unread count. The label goes in hidden text, not aria-label: a plain
 * span may not carry one (axe aria-prohibited-attr), and readers skip it.
 */
export function Badge({ count, label }: { count: number | null | undefined; label?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="badge">
      {label && <span className="visually-hidden">{`${label}: `}</span>}
      {text}
    </span>
  );
}
