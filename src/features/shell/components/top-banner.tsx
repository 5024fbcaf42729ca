import { useTranslation } from 'react-i18next';

/**
 * The home paths' top banner. Until the banner carousel arrives (games
 * issue) it shows the site's own artwork, sized up front so nothing shifts.
 */
export function TopBanner() {
  const { t } = useTranslation();
  return (
    <section className="top-banner" aria-label={t('common.app_name')}>
      <div className="top-banner__art">
        <strong className="top-banner__title">{t('common.app_name')}</strong>
        <span className="top-banner__claim">{t('common.games_claim')}</span>
      </div>
    </section>
  );
}
