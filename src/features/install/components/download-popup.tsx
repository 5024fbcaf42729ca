import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { AppIcon } from './app-icon';
import { DownloadButtons } from './download-buttons';

/**
 * The download popup (spec §2.8, docs/decisions/0093): what the download
 * bar's button opens over the screen, with the download page's buttons.
 * Closing it, or using a button, closes the bar too, remembered as the bar's
 * own close is (the spec's "download bar and popup: hidden once the user
 * closes it"); /m/app stays in the menu and the member centre.
 */
export default function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('install.title')} onClose={onClose}>
      <div className="app-download app-download--popup">
        <AppIcon className="app-download__icon" size={72} />
        <p className="app-download__text">{t('install.text')}</p>
        <DownloadButtons onChosen={onClose} />
      </div>
    </Dialog>
  );
}
