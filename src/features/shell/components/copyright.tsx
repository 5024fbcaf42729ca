import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { COPYRIGHT_YEARS, HOME_ROUTE } from '../../../config/constants';

// Its own chunk: the home's first bundle stays the banner's.
const SiteFooter = lazy(() => import('./site-footer'));

/**
 * The bottom of a page with the footer bar: the copyright line with the
 * spec's years; on the home, under the site footer (payment, support, 18+,
 * licence), as the lobbies players know end.
 */
export function Copyright() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <>
      {location === HOME_ROUTE && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <p className="copyright">{t('common.copyright', { years: COPYRIGHT_YEARS, name: t('common.app_name') })}</p>
    </>
  );
}
