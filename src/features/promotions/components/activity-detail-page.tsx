import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { selectedId } from '../model/promotion-view';
import { PromotionDetail } from './promotion-detail';
import '../promotions.css';

/** /m/activityDetail?id=: one promotion on its own screen (no header, as the layout rules say). */
export default function ActivityDetailPage() {
  const { t } = useTranslation();
  const id = selectedId(useSearch());
  if (id === null) return <p className="empty-state">{t('promotions.none')}</p>;
  return (
    <div className="promo-detail-page">
      <PromotionDetail id={id} />
    </div>
  );
}
