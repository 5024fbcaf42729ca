import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS } from '../config/paths';

/**
 * An honest, titled page for a screen that a later release brings: it says
 * so instead of pretending, and offers the way home. The title bar already
 * names the page where there is one, so the heading is then for screen readers.
 */
export function ComingSoonPage({ title, showTitle = true }: { title: string; showTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={showTitle ? 'page-title' : 'visually-hidden'}>
        {title}
      </h1>
      <div className="coming-soon__card">
        <div className="coming-soon__icon" aria-hidden="true">
          ⚙
        </div>
        <h2 className="coming-soon__heading">{t('common.coming_soon_title')}</h2>
        <p>{t('common.coming_soon_text')}</p>
        <Link href={APP_PATHS.home} className="button">
          {t('common.go_home')}
        </Link>
      </div>
    </section>
  );
}
