import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { appPath } from '../../../config/paths';
import { selectedId } from '../model/promotion-view';
import { PromotionDetail } from './promotion-detail';
import '../promotions.css';
import '../i18n-bundle';

/** /m/activityDetail?id=: one promotion on its own screen (no header, as the layout rules say). */
export default function ActivityDetailPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = selectedId(useSearch());
  // no header on this screen (layout rules): its own close button returns to the list
  const close = (
    <div className="promo-detail-page__bar">
      <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => navigate(appPath('activity'))}>×</button>
    </div>
  );
  if (id === null) return <div className="promo-detail-page">{close}<p className="empty-state">{t('promotions.none')}</p></div>;
  return (
    <div className="promo-detail-page">
      {close}
      <PromotionDetail id={id} />
    </div>
  );
}
