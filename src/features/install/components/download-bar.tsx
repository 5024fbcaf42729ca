import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentEnvironment } from '../../../platform/current-environment';
import { readText, writeText } from '../../../platform/storage';
import { STORAGE_KEYS } from '../../../config/constants';
import { showsDownloadBar } from '../model/download-bar-visibility';
import { APP_PATHS } from '../../../config/paths';
import { AppIcon } from './app-icon';

export function DownloadBar() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => readText(STORAGE_KEYS.downloadBarHidden) === '1');
  if (!showsDownloadBar(currentEnvironment(), closed)) return null;
  const close = () => {
    writeText(STORAGE_KEYS.downloadBarHidden, '1');
    setClosed(true);
  };
  return (
    <aside className="download-bar" aria-label={t('install.bar_label')}>
      <button type="button" className="icon-button download-bar__close" aria-label={t('install.bar_close')} onClick={close}>
        ×
      </button>
      <AppIcon className="download-bar__icon" size={36} />
      <span className="download-bar__text">{t('install.bar_text')}</span>
      <Link href={APP_PATHS.app} className="button button--small">
        {t('install.bar_action')}
      </Link>
    </aside>
  );
}
