import { useState } from 'react';

/** The default game image (spec §8: a failed game image falls back to it); inline, so it works offline. */
export const DEFAULT_GAME_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 150 150'%3E%3Crect width='150' height='150' rx='18' fill='%23262c3a'/%3E%3Cpath d='M45 95l20-26 16 18 11-13 18 21z' fill='%239aa3b5'/%3E%3Ccircle cx='95' cy='55' r='10' fill='%239aa3b5'/%3E%3C/svg%3E";

/**
 * A game icon: sized up front (no layout shift), lazy, decoded off the main
 * thread, and the default image when it is missing or fails to load. `src` is
 * already on the image CDN (useImageUrl in src/api/system/image-url.ts): the
 * ui does not read the API (docs/decisions/0046).
 */
export function GameIcon({ src, className }: { src: string; className: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={className}
      src={broken || !src ? DEFAULT_GAME_IMAGE : src}
      alt=""
      width={150}
      height={150}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
