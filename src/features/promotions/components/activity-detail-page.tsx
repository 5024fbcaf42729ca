import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { appPath } from '../../../config/paths';
import { PageHeader } from '../../../ui/page-header';
import { selectedId } from '../model/promotion-view';
import { PromotionDetail } from './promotion-detail';
import '../promotions.css';
import '../i18n-bundle';

/** What the screen says when there is no promotion to show, with the way to the list. */
export function PromotionMissing({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="promo-missing" role="status">
      <p>{text}</p>
      <Link className="button" href={appPath('activity')}>
        {t('promotions.see_all')}
      </Link>
    </div>
  );
}

/**
 * /m/activityDetail?id=: one promotion on its own screen. The layout shows no
 * shell header here (spec 2.1), so the screen has its own: back to the list
 * and the h1, with or without an id; no id, or one the server does not know,
 * says so and offers the list.
 */
export default function ActivityDetailPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = selectedId(useSearch());
  return (
    <div className="promo-detail-page">
      <PageHeader title={t('titles.activityDetail')} onBack={() => navigate(appPath('activity'))} />
      {id === null ? <PromotionMissing text={t('promotions.no_id')} /> : <PromotionDetail id={id} missing={<PromotionMissing text={t('promotions.not_found')} />} />}
    </div>
  );
}
