import { useStatusValue } from './status';
import { chooseImageCdn, imageUrl } from './site-derived';

/** The platform's image paths on the chosen image CDN (absolute URLs stay as they are), for src/ui's GameIcon. */
export function useImageUrl(): (path: string) => string {
  const cdn = chooseImageCdn(useStatusValue()?.info.imageCDNs ?? []);
  return (path) => imageUrl(path, cdn);
}
