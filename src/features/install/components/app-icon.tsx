import { useState } from 'react';
import { useStatusValue } from '../../../api/system/status';
import { downloadLinks } from '../model/download-links';

export const OWN_ICON = '/icons/icon-192.png';

/**
 * The app's picture for the download bar and page: the merchant's AppDownloadIcon
 * (spec §3 download resources), else our own; one that fails to load (a dead link,
 * or a host the content security policy does not allow) falls back to our own.
 */
export function AppIcon({ className, size, lowPriority = false }: { className: string; size: number; lowPriority?: boolean }) {
  const icon = downloadLinks(useStatusValue()).icon;
  const [failed, setFailed] = useState<string | null>(null);
  const src = icon && failed !== icon ? icon : OWN_ICON;
  return <img className={className} src={src} alt="" width={size} height={size} fetchPriority={lowPriority ? 'low' : undefined} onError={() => src !== OWN_ICON && setFailed(src)} />;
}
