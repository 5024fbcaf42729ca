/**
 * The one brand name (docs/decisions/0069-ios-safe-area-small-phones-one-brand-name.md).
 *
 * The merchant's name configured on the server (merchants.name, sent in the
 * status as info.merchantName) is what screens show. What is fixed at build
 * time (the web app manifest, the page's <title> and
 * apple-mobile-web-app-title, the first paint before the status is known)
 * takes VITE_BRAND_NAME, whose default is the demo merchant's name, so an
 * unconfigured build and the seeded server say the same thing.
 */
export const DEFAULT_BRAND_NAME = 'WPS Demo';

/** The year the site's copyright starts; it runs to the current year. */
export const COPYRIGHT_FIRST_YEAR = 2019;

/** A configured name, or the default when it is missing or blank. */
export function brandNameOr(configured: string | null | undefined, fallback: string = DEFAULT_BRAND_NAME): string {
  const name = configured?.trim();
  return name ? name : fallback;
}

/** "2019-2026": from the first year to the year of `now` (one year alone when they are the same). */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}-${year}` : String(COPYRIGHT_FIRST_YEAR);
}
