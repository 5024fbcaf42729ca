import { HOME_ANNOUNCEMENT_GROUP, HOME_ANNOUNCEMENT_TYPES } from '../../../contract';

/** What one announcement request asks for: the types, and the banner group when there is one. */
export interface AnnouncementScope {
  types: string;
  groupName?: string;
}

/** The home set (B,PL,PU,PR,H in group m_home): banners, ticker, lobby extras and the home popup. */
export const HOME_SCOPE: AnnouncementScope = { types: HOME_ANNOUNCEMENT_TYPES, groupName: HOME_ANNOUNCEMENT_GROUP };
/** The notice and announcement lists: B,PL,PU without a group (games document, call catalogue). */
export const LIST_TYPES = 'B,PL,PU';
/** Agents ask for their own announcements (/m/member/notice?types=A). */
export const AGENT_TYPES = 'A';
