import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentEnvironment } from '../../../platform/current-environment';
import { readText, writeText } from '../../../platform/storage';
import { STORAGE_KEYS } from '../../../config/constants';
import { showsDownloadBar } from '../model/download-bar-visibility';
import { APP_PATHS } from '../../../config/paths';
import { AppIcon } from './app-icon';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { LoadBoundary } from '../../../ui/load-boundary';

// Fetched on the first tap of the bar's button: no first screen shows the popup (docs/decisions/0087).
const DownloadPopup = retryableLazy(() => import('./download-popup'));

export function DownloadBar() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => readText(STORAGE_KEYS.downloadBarHidden) === '1');
  const [popup, setPopup] = useState(false);
  if (!showsDownloadBar(currentEnvironment(), closed)) return null;
  const close = () => {
    writeText(STORAGE_KEYS.downloadBarHidden, '1');
    setPopup(false);
    setClosed(true);
  };
  return (
    <aside className="download-bar" aria-label={t('install.bar_label')}>
      <button type="button" className="icon-button download-bar__close" aria-label={t('install.bar_close')} onClick={close}>
        ×
      </button>
      <AppIcon className="download-bar__icon" size={36} lowPriority />
      <span className="download-bar__text">{t('install.bar_text')}</span>
      {/* a link still (the server's first screen has it, and without the app's code it opens /m/app); the app opens the popup */}
      <Link
        href={APP_PATHS.app}
        className="button button--small"
        onClick={(event) => {
          event.preventDefault();
          setPopup(true);
        }}
      >
        {t('install.bar_action')}
      </Link>
      {popup && (
        <LoadBoundary quiet>
          <Suspense fallback={null}>
            <DownloadPopup onClose={close} />
          </Suspense>
        </LoadBoundary>
      )}
    </aside>
  );
}
