/**
 * The provider's pay page as the server named it, if it is a web address
 * (http or https) the app may send the member to; anything else is no page.
 */
export function safePayUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
