/**
 * Player- or bank-supplied text for the operator's terminal: control
 * characters (escape sequences could rewrite the screen or fake a line)
 * become visible \u escapes, and the text is capped.
 */
export function terminalText(text: string, max = 120): string {
  // eslint-disable-next-line no-control-regex
  const safe = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}
