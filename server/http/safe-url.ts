import { isAllowedLink } from '../../src/api/contract/links';

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
