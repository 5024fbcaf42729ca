import DOMPurify from 'dompurify';
import { SAFE_URI_PATTERN } from '../../../../contract/links';

/**
 * Operator-written HTML, sanitised: no scripts, handlers or frames reach the
 * page. Links open outside the app.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    // The link allow-list (https, http, mailto, tel, in-app paths) for href and src alike.
    ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  });
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
