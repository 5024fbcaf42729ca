import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { copyrightYears } from '../../../config/brand';
import { useBrandName } from '../../../api/system/brand';
import { LoadBoundary } from '../../../ui/load-boundary';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { APP_PATHS } from '../../../config/paths';

// Its own chunk, fetched when the bottom of the page comes near: the first
// load of the home (the bench's JS budget) does not carry it.
const SiteFooter = retryableLazy(() => import('./site-footer'));
const NEAR = '600px';

function FooterWhenNear() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = slot.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  // the footer's usual height is held (inline: its stylesheet comes with it),
  // so the copyright line under it does not move when it arrives
  return (
    <div ref={slot} style={near ? undefined : { minHeight: '6.4rem' }}>
      {near && (
        <LoadBoundary quiet>
          <Suspense fallback={<div style={{ minHeight: '6.4rem' }} />}>
            <SiteFooter />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

/**
 * The bottom of a page with the footer bar: the copyright line with the
 * spec's years; on the home, under the site footer (payment, support, 18+,
 * licence), as the lobbies players know end.
 */
export function Copyright() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const brand = useBrandName();
  return (
    <>
      {location === APP_PATHS.home && <FooterWhenNear />}
      <p className="copyright">{t('common.copyright', { years: copyrightYears(), name: brand })}</p>
    </>
  );
}
