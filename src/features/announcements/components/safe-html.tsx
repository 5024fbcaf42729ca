import DOMPurify from 'dompurify';

/**
 * Operator-written HTML, sanitised: no scripts, handlers or frames reach the
 * page. Links open outside the app.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
