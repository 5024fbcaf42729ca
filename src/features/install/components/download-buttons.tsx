import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusValue } from '../../../api/system/status';
import { promptInstall, useCanPromptInstall } from '../../../platform/install-prompt';
import { downloadLinks } from '../model/download-links';
import { iosTooOldForWebclip } from '../model/ios-version';
import { devicePlatform } from '../model/device-platform';

/**
 * The Android and iOS buttons of the download page and popup (spec §2.8): iOS
 * goes to the IOS link, else the profile install; Android to its link, else
 * the browser's install prompt, else how to add the app by hand. A phone is
 * offered its own platform's button, the other on request; a computer both
 * (docs/decisions/0093). `onChosen` runs when a button was used (the popup
 * closes then).
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

  const platform = devicePlatform(navigator.userAgent, navigator.maxTouchPoints);
  const [otherDevice, setOtherDevice] = useState(false);
  const showsAndroid = platform !== 'ios' || otherDevice;
  const showsIos = Boolean(iosHref) && (platform !== 'android' || otherDevice);

  const android = showsAndroid && (links.android ? (
    <a key="android" className="button button--block" href={links.android} rel="noopener" onClick={onChosen}>{t('install.android')}</a>
  ) : (
    <button key="android" type="button" className="button button--block" onClick={() => void onAndroid()}>{t('install.android')}</button>
  ));
  const ios = showsIos && iosHref && (
    <a key="ios" className={`button button--block${platform === 'ios' ? '' : ' button--ghost'}`} href={iosHref} rel="noopener" onClick={onChosen}>{t('install.ios')}</a>
  );

  return (
    <>
      <div className="app-download__buttons">
        {platform === 'ios' ? [ios, android] : [android, ios]}
        {platform !== 'other' && !otherDevice && (
          <button type="button" className="app-download__other" onClick={() => setOtherDevice(true)}>{t('install.other_device')}</button>
        )}
      </div>
      {hint && <p className="app-download__note" role="status">{t('install.android_hint')}</p>}
      {tooOld && <p className="app-download__note app-download__note--warn" role="alert">{t('install.ios_too_old')}</p>}
      {showsIos && <p className="app-download__note">{t('install.ios_hint')} {t('install.ios_unverified')}</p>}
    </>
  );
}
