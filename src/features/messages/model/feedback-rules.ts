import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES, type FeedbackType } from '../../../../contract/messages';

/** Spec order of the type picker with their dictionary keys: deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0. */
export const FEEDBACK_TYPE_KEYS: Record<FeedbackType, string> = {
  1: 'type_deposit',
  2: 'type_withdrawal',
  3: 'type_game',
  4: 'type_service',
  6: 'type_agent',
  0: 'type_other',
};
export { FEEDBACK_TYPES };

/** Counted as the server counts: trimmed. */
export function contentLength(content: string): number {
  return content.trim().length;
}

/** Submit is enabled only for 10 to 200 characters and a captcha (1-16 characters). */
export function canSubmitFeedback(content: string, captcha: string): boolean {
  const length = contentLength(content);
  const code = captcha.trim();
  return length >= FEEDBACK_MIN && length <= FEEDBACK_MAX && code.length >= 1 && code.length <= 16;
}

export function counterText(content: string): string {
  return `${content.length}/${FEEDBACK_MAX}`;
}
