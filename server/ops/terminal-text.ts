/**
 * Everything `npm run ops` prints passes through here (server/ops.ts writes
 * only with these): member-supplied text (payer names, chat, feedback,
 * remarks, usernames) must not drive the operator's terminal. Raw, an ESC
 * sequence in a payer name repainted the amount column, so the operator
 * read one amount while approving another (security review M2); OSC
 * sequences set the title or wrote the clipboard. Each such character is
 * shown as a visible escape (`\x1b`, `\u202e`) instead.
 */

/**
 * C0 controls except tab and newline (a carriage return rewrites the line),
 * DEL, C1 controls (0x9b is a one-byte CSI), the Unicode bidi controls
 * that reorder what is shown, and the line/paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const visible = (char: string): string => {
  const code = char.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** Whether the text still holds a character that controls a terminal (tests). */
export const holdsTerminalControl = (text: string): boolean => new RegExp(UNSAFE.source).test(text);

/** The text with every terminal-controlling character made visible; newlines and tabs kept. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, visible);
}

const LINE_BREAKING = /[\t\n]/g;

/**
 * One field of a listing row (a payer name, a bank's transfer text): besides
 * what terminalSafe shows, a newline or tab would fake another row or column,
 * so those are shown too, and the field is capped.
 */
export function terminalText(text: string, max = 120): string {
  const safe = terminalSafe(text).replace(LINE_BREAKING, visible);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}
