import { STORAGE_KEYS } from '../../../config/constants';
import { readText, writeText } from '../../../platform/storage';

/** localStorage key of "do not show again today" (the date it was ticked). */
export const NOTICE_POP_HIDDEN_DAY = 'noticePopHiddenDay';

function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** Spec: the home notice popup shows once a session, unless hidden for today. */
export function shouldShowNoticePopup(now: Date = new Date()): boolean {
  if (readText(STORAGE_KEYS.noticePop, 'session') === '1') return false;
  return readText(NOTICE_POP_HIDDEN_DAY) !== today(now);
}

export function dismissNoticePopup(hideToday: boolean, now: Date = new Date()): void {
  writeText(STORAGE_KEYS.noticePop, '1', 'session');
  if (hideToday) writeText(NOTICE_POP_HIDDEN_DAY, today(now));
}
