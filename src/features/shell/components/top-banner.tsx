/**
 * The home paths' top banner is the home screen's m_home banner carousel
 * (src/features/home: it renders `.top-banner` first, so the layout rule
 * "home paths show a top banner" holds). The shell keeps this slot so the
 * layout stays as it was; it draws nothing of its own.
 */
export function TopBanner() {
  return null;
}
