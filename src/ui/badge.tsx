import { badgeText } from './badge-count';

export function Badge({ count, label }: { count: number | null | undefined; label?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="badge" aria-label={label ? `${label}: ${text}` : text}>
      {text}
    </span>
  );
}
