import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusValue } from '../../../api/system/status';
import { promptInstall, useCanPromptInstall } from '../../../platform/install-prompt';
import { downloadLinks } from '../model/download-links';
import { iosTooOldForWebclip } from '../model/ios-version';

/**
 * The Android and iOS buttons of the download page and popup (spec §2.8): iOS
 * goes to the IOS link, else the profile install; Android to its link, else
 * the browser's install prompt, else how to add the app by hand. `onChosen`
 * runs when a button was used (the popup closes then).
 */
export function DownloadButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const links = downloadLinks(useStatusValue());
  const canPrompt = useCanPromptInstall();
  const [hint, setHint] = useState(false);
  const tooOld = iosTooOldForWebclip(navigator.userAgent);
  const iosHref = links.ios ?? links.profile;

  const onAndroid = async () => {
    if (canPrompt) {
      await promptInstall();
      onChosen?.();
    } else setHint(true);
  };

  return (
    <>
      <div className="app-download__buttons">
        {links.android ? (
          <a className="button button--block" href={links.android} rel="noopener" onClick={onChosen}>{t('install.android')}</a>
        ) : (
          <button type="button" className="button button--block" onClick={() => void onAndroid()}>{t('install.android')}</button>
        )}
        {iosHref && (
          <a className="button button--block button--ghost" href={iosHref} rel="noopener" onClick={onChosen}>{t('install.ios')}</a>
        )}
      </div>
      {hint && <p className="app-download__note" role="status">{t('install.android_hint')}</p>}
      {tooOld && <p className="app-download__note app-download__note--warn" role="alert">{t('install.ios_too_old')}</p>}
      <p className="app-download__note">{t('install.ios_hint')}</p>
    </>
  );
}
