import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { useStatusValue } from '../../../api/system/status';
import { currentEnvironment } from '../../../platform/current-environment';
import { promptInstall, useCanPromptInstall } from '../../../platform/install-prompt';
import { downloadLinks } from '../model/download-links';
import { iosTooOldForWebclip } from '../model/ios-version';
import { APP_PATHS } from '../../../config/paths';
import { AppIcon } from './app-icon';

/** /m/app (spec §2.8): Android and iOS buttons; only outside the native app. */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const links = downloadLinks(useStatusValue());
  const canPrompt = useCanPromptInstall();
  const [hint, setHint] = useState(false);
  const environment = currentEnvironment();
  if (environment === 'APP') return <Redirect to={APP_PATHS.home} replace />;
  const installed = environment === 'PWA' || environment === 'WEBCLIP';
  const tooOld = iosTooOldForWebclip(navigator.userAgent);
  const iosHref = links.ios ?? links.profile;

  const onAndroid = async () => {
    if (canPrompt) await promptInstall();
    else setHint(true);
  };

  return (
    <section className="app-download" aria-labelledby="app-download-title">
      <Link href={APP_PATHS.home} className="app-download__back">← {t('common.go_home')}</Link>
      <AppIcon className="app-download__icon" size={96} />
      <h1 id="app-download-title" className="page-title">{t('install.title')}</h1>
      <p className="app-download__text">{t('install.text')}</p>
      {installed && <p className="app-download__note" role="status">{t('install.already_installed')}</p>}
      <div className="app-download__buttons">
        {links.android ? (
          <a className="button button--block" href={links.android} rel="noopener">{t('install.android')}</a>
        ) : (
          <button type="button" className="button button--block" onClick={() => void onAndroid()}>{t('install.android')}</button>
        )}
        {iosHref && (
          <a className="button button--block button--ghost" href={iosHref} rel="noopener">{t('install.ios')}</a>
        )}
      </div>
      {hint && <p className="app-download__note" role="status">{t('install.android_hint')}</p>}
      {tooOld && <p className="app-download__note app-download__note--warn" role="alert">{t('install.ios_too_old')}</p>}
      <p className="app-download__note">{t('install.ios_hint')}</p>
    </section>
  );
}
