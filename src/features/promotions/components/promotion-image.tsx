import { useState } from 'react';

/** A promotion picture that hides itself when it fails to load (spec: broken images are hidden). */
export function PromotionImage({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  return <img className={className} src={src} alt="" width={750} height={300} loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}
