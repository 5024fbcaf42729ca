import { useMemo } from 'react';
import { sanitizeHtml } from '../../../platform/sanitize-html';

/**
 * Operator-written promotion HTML, sanitised as announcements are (the same
 * allow-list, src/platform/sanitize-html.ts; features may not share
 * components): no scripts, handlers, frames or forms; links and images only
 * through the link allow-list.
 */
export function PromotionHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
