/**
 * Deployment configuration, fixed at build time. A deployment points the PWA
 * at its own platform with VITE_API_BASE (empty = same origin) and
 * VITE_MERCHANT_CODE.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
export const MERCHANT_CODE: string = import.meta.env.VITE_MERCHANT_CODE || 'DEMO';
/** Changes with every build; busts persisted caches after a deploy. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev';
/** A native app wrapping this site puts this marker (with a version) in its user agent. */
export const APP_UA_MARKER = 'WPSApp/';
/** The web clip profile's start URL carries this query parameter. */
export const WEBCLIP_QUERY_PARAM = 'webclip';
