import { brandNameOr } from './brand';

/**
 * Deployment configuration, fixed at build time. A deployment points the PWA
 * at its own platform with VITE_API_BASE (empty = same origin) and
 * VITE_MERCHANT_CODE.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
export const MERCHANT_CODE: string = import.meta.env.VITE_MERCHANT_CODE || 'DEMO';
/** The brand name the build carries (manifest, page title); screens prefer the merchant's (config/brand.ts). */
export const BUILT_BRAND_NAME: string = brandNameOr(import.meta.env.VITE_BRAND_NAME);
/** Changes with every build; busts persisted caches after a deploy. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev';
