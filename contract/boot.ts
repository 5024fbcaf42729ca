/**
 * Boot data: what the server that serves the page already knows and puts
 * into it, so the first render needs no API round trip (docs/decisions/
 * 0009-boot-data-in-the-page.md). The client treats it as a fresh answer
 * of the same calls; a page without it (service worker shell, another
 * host) simply asks the API as usual.
 */
import * as v from 'valibot';
import { announcementsValueSchema } from './games';
import { WIRE_LANGUAGES } from './headers';
import { statusValueSchema } from './system';

/** The `<script type="application/json">` element that carries it. */
export const BOOT_ELEMENT_ID = 'wps-boot';
/** The client's interface language, so the page the server makes speaks it. */
export const LANGUAGE_COOKIE = 'wps_lang';
/**
 * Set by the client while it holds a session (never the token: only that
 * someone is signed in), so the server's first screen does not show a
 * signed-in player the guest's buttons (docs/decisions/0080).
 */
export const SIGNED_IN_COOKIE = 'wps_signed_in';
/** The announcement group of the home lobby (top banner, ticker, promotions). */
export const HOME_ANNOUNCEMENT_GROUP = 'm_home';
/** The registration page's banner group (games spec §7 announcements: groupName m_home, m_reg). */
export const REGISTER_ANNOUNCEMENT_GROUP = 'm_reg';
/** The announcement types the lobby asks for. */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

export const bootDataSchema = v.object({
  language: v.picklist(WIRE_LANGUAGES),
  /** GET system status, as it would answer this visitor now. */
  status: statusValueSchema,
  /** GET announcements of the home group, for home pages only (guest view). */
  homeAnnouncements: v.nullable(announcementsValueSchema),
  /**
   * The page was asked for with the signed-in cookie: the first screen keeps
   * the header's and member banner's places neutral (the client fills them).
   */
  signedIn: v.optional(v.boolean()),
});
export type BootData = v.InferOutput<typeof bootDataSchema>;
