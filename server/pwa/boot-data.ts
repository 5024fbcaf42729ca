import type { FastifyRequest } from 'fastify';
import { HOME_ANNOUNCEMENT_GROUP, LANGUAGE_COOKIE, SIGNED_IN_COOKIE, type BootData } from '../../contract/boot';
import { HOME_PATHS } from '../../src/config/constants';
import { DEFAULT_TYPES } from '../announcements/announcements';
import { readGuestAnnouncements } from '../announcements/guest-announcements';
import type { AppContext } from '../app-context';
import { assetBase } from '../games/catalogue';
import { parseWireLanguage } from '../http/request-context';
import { requireMerchant } from '../settings/merchant';
import { readStatus, statusFor } from '../settings/kept-status';

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function isHomePage(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return HOME_PATHS.includes(path) || HOME_PATHS.includes(path.replace(/\/+$/, ''));
}

/**
 * What the first screen asks for, answered now for this visitor: the status
 * on every page, the home announcements on home pages. Guest view: a page
 * request carries no token, and the home group has nothing member-specific.
 */
export async function loadBootData({ db, config }: AppContext, request: FastifyRequest): Promise<BootData> {
  const language = parseWireLanguage(cookie(request, LANGUAGE_COOKIE)) ?? 'VI';
  const merchant = await requireMerchant(db, config.merchantCode);
  // The same kept answers the API sends (docs/decisions/0064).
  const [status, homeAnnouncements] = await Promise.all([
    readStatus(db, merchant, language),
    isHomePage(request.url)
      ? readGuestAnnouncements(
          db,
          { merchantCode: merchant.code, types: new Set(DEFAULT_TYPES), groupName: HOME_ANNOUNCEMENT_GROUP },
          language,
          assetBase(request, merchant),
        )
      : null,
  ]);
  const boot: BootData = { language, status: statusFor(status, request.ip), homeAnnouncements: homeAnnouncements?.value ?? null };
  // a hint, not a credential: it only keeps the guest's buttons out of a signed-in player's first screen
  if (cookie(request, SIGNED_IN_COOKIE) === '1') boot.signedIn = true;
  return boot;
}
