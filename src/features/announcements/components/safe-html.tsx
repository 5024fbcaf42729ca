import { useMemo } from 'react';
import { sanitizeHtml } from '../../../platform/sanitize-html';

/**
 * Operator-written HTML, sanitised by the allow-list (src/platform/sanitize-html.ts):
 * no scripts, handlers, frames or forms reach the page; links and images only
 * through the link allow-list.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
