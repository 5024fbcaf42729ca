import { isAllowedLink } from '../../contract/links';

/** The link trimmed when its scheme is allowed (https, http, mailto, tel, in-app path); else null. */
export function safeLink(url: unknown): string | null {
  return isAllowedLink(url) ? url.trim() : null;
}

/**
 * Rows whose link passes the allow-list, the others dropped (and logged
 * by the caller if it wishes): a settings row holding `javascript:` must
 * never reach a page.
 */
export function withSafeLinks<T, K extends keyof T>(rows: readonly T[], key: K): T[] {
  return rows.flatMap((row) => {
    const link = safeLink(row[key]);
    return link === null ? [] : [{ ...row, [key]: link }];
  });
}

/**
 * Customer service paths are opaque tokens (`cs.U2FsdGVk…`, decrypted by the
 * client) or links: a value that names a scheme must name an allowed one.
 */
export function withoutForeignSchemes<T, K extends keyof T>(rows: readonly T[], key: K): T[] {
  return rows.filter((row) => {
    // Browsers ignore spaces and control characters around and inside a scheme: so does this check.
    const value = [...String(row[key])].filter((char) => char.charCodeAt(0) > 0x20).join('');
    return !/^[a-z][a-z0-9+.-]*:/i.test(value) || safeLink(row[key]) !== null;
  });
}
