import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateOffered } from '../platform/service-worker';

/** Offers a ready update instead of reloading under the player's fingers. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const offered = useUpdateOffered();
  if (!offered) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className="button button--small" onClick={applyUpdate}>
        {t('update.apply')}
      </button>
    </div>
  );
}
