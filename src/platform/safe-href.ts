import { isAllowedLink } from '../../contract/links';

/**
 * A server-provided link fit for href or window.open, or undefined. Every
 * component that renders a link from server data goes through this, even
 * though the server filters too: the PWA may talk to another platform's
 * server, and stored data may predate the filter.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  return isAllowedLink(url) ? url.trim() : undefined;
}
