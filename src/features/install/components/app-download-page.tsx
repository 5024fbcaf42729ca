import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { currentEnvironment } from '../../../platform/current-environment';
import { APP_PATHS } from '../../../config/paths';
import { AppIcon } from './app-icon';
import { DownloadButtons } from './download-buttons';

/** /m/app (spec §2.8): Android and iOS buttons; only outside the native app. */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const environment = currentEnvironment();
  if (environment === 'APP') return <Redirect to={APP_PATHS.home} replace />;
  const installed = environment === 'PWA' || environment === 'WEBCLIP';

  return (
    <section className="app-download" aria-labelledby="app-download-title">
      <Link href={APP_PATHS.home} className="app-download__back">← {t('common.go_home')}</Link>
      <AppIcon className="app-download__icon" size={96} />
      <h1 id="app-download-title" className="page-title">{t('install.title')}</h1>
      <p className="app-download__text">{t('install.text')}</p>
      <ul className="app-download__benefits">
        <li>{t('install.benefit_instant')}</li>
        <li>{t('install.benefit_full_screen')}</li>
        <li>{t('install.benefit_offline')}</li>
      </ul>
      {installed && <p className="app-download__note" role="status">{t('install.already_installed')}</p>}
      <DownloadButtons />
    </section>
  );
}
