import DOMPurify from 'dompurify';
import { SAFE_URI_PATTERN } from '../../../../contract/links';

/**
 * Operator-written promotion HTML, sanitised as announcements are (the same
 * profile; features may not share components): no scripts, handlers,
 * frames or forms; links and images only through the link allow-list.
 */
export function PromotionHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  });
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
