import type { StatusValue } from '../../../contract';
import { API_BASE } from '../../config/env';
import { readText, writeText } from '../../platform/storage';

/** Spec §2.2: the template is "new" when mem_cen or dep_func equals "1". */
export function siteTemplate(status: Pick<StatusValue, 'info'> | undefined): 'new' | 'old' {
  const template = status?.info.mobileTemplate;
  return template?.mem_cen === '1' || template?.dep_func === '1' ? 'new' : 'old';
}

const CDN_KEY = 'imageCdn';

/**
 * Spec §2.2: one image CDN from the configured list, chosen at random (once
 * a session, so images stay cached under one host); the API base is the
 * default when none is configured.
 */
export function chooseImageCdn(cdns: readonly string[], random: () => number = Math.random, remembered: string | null = readText(CDN_KEY, 'session')): string {
  const usable = cdns.map((cdn) => cdn.replace(/\/$/, '')).filter((cdn) => /^https?:\/\//.test(cdn));
  if (usable.length === 0) return API_BASE;
  if (remembered && usable.includes(remembered)) return remembered;
  const chosen = usable[Math.floor(random() * usable.length)] ?? usable[0]!;
  writeText(CDN_KEY, chosen, 'session');
  return chosen;
}

/** An image path of the platform on the chosen CDN; absolute URLs stay as they are. */
export function imageUrl(path: string, cdnBase: string): string {
  if (!path || /^(?:https?:|data:|blob:)/.test(path)) return path;
  return `${cdnBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
