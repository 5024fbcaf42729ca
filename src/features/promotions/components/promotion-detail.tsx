import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PROMOTION_ERROR_CODES, type PromotionDetailValue } from '../../../../contract/promotions';
import { ApiError } from '../../../api/errors';
import { appPath } from '../../../config/paths';
import { useFormats } from '../../../api/system/use-formats';
import { useSession } from '../../../platform/session';
import { useErrorText } from '../../../ui/error-text';
import { askLogin } from '../../../ui/modal-store';
import { RetryPanel } from '../../../ui/retry-panel';
import { SavedAt } from '../../../ui/saved-at';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast-store';
import { usePromotionAction } from '../api/promotion-action';
import { usePromotionDetail } from '../api/promotion-detail';
import { coverUrl, promotionDates, stateButton } from '../model/promotion-view';
import { ApplyForm } from './apply-form';
import { PromotionImage } from './promotion-image';
import { PromotionHtml } from './safe-html';
import '../i18n-bundle';

type Key = `promotions.${string}`;

function Applications({ detail }: { detail: PromotionDetailValue }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (detail.applications.length === 0) return null;
  return (
    <section className="promo-apps" aria-label={t('promotions.applications')}>
      <h3 className="promo-apps__title">{t('promotions.applications')}</h3>
      <ul>
        {detail.applications.map((a) => (
          <li key={a.id} className={`promo-app promo-app--${a.status}`}>
            {t('promotions.app_line', { date: formats.dateTime(a.createdAt), status: t(`promotions.app_${a.status}` as Key as 'promotions.app_pending'), images: a.imageCount })}
            {a.bonusAmount !== null && a.bonusAmount > 0 && <span> · {formats.money(a.bonusAmount)}</span>}
            {a.remark && <span className="promo-app__remark">{a.remark}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One promotion: picture, dates, sanitised content, the state's button, the
 * apply form and the member's applications. `missing` replaces the retry
 * panel when the server says there is no such promotion (retrying would not help).
 */
export function PromotionDetail({ id, missing }: { id: number; missing?: ReactNode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const session = useSession();
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const detail = usePromotionDetail(id);
  const action = usePromotionAction();
  const [applying, setApplying] = useState(false);

  if (detail.isPending) return <Spinner label={t('common.loading')} />;
  if (detail.isError && !detail.data && missing && detail.error instanceof ApiError && detail.error.errorCode === PROMOTION_ERROR_CODES.notFound) return <>{missing}</>;
  if (detail.isError && !detail.data) return <RetryPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const { promotion } = detail.data;
  const button = stateButton(promotion.state, promotion.kind, detail.data.canApply);
  const detailImage = promotion.announcementImages.find((i) => i.sequence === 2)?.url ?? coverUrl(promotion);

  const press = () => {
    if (!session && button.action !== null) return askLogin(() => undefined);
    switch (button.action) {
      case 'apply':
        return setApplying(true);
      case 'join':
      case 'claim':
        return action.mutate({ promotionId: id, action: button.action }, {
          onSuccess: () => showToast(t(button.action === 'join' ? 'promotions.join_done' : 'promotions.claim_done'), 'success'),
        });
      case 'invite':
        return navigate(appPath('inviteFriends'));
      case 'vip':
        return navigate(appPath('benefits'));
      case 'rewards':
        return navigate(appPath('rewardCenter'));
      default:
        return undefined;
    }
  };

  return (
    <article className="promo-detail" aria-labelledby={`promo-title-${id}`}>
      <SavedAt queries={[detail]} />
      <PromotionImage className="promo-detail__image" src={detailImage} />
      <h2 id={`promo-title-${id}`} className="promo-detail__title">{promotion.title}</h2>
      <p className="promo-detail__dates">{promotionDates(promotion, formats.dateMDY, t('promotions.long_term'))}</p>
      {promotion.bonusAmount > 0 && <p className="promo-detail__bonus">{t('promotions.bonus', { amount: formats.money(promotion.bonusAmount) })}</p>}
      <PromotionHtml className="promo-detail__content" html={promotion.content} />
      {promotion.kind === 'MISSION' && detail.data.missionTurnover > 0 && session && (
        <p className="promo-detail__mission">
          {t('promotions.mission_progress', { done: formats.money(Math.min(detail.data.missionProgress, detail.data.missionTurnover)), target: formats.money(detail.data.missionTurnover) })}
        </p>
      )}
      {!applying && (
        <button
          type="button"
          className={`button promo-detail__state promo-state--${promotion.state}`}
          disabled={button.action === null || action.isPending}
          onClick={press}
        >
          {t(`promotions.${button.key}` as Key as 'promotions.state_join')}
        </button>
      )}
      {action.isError && <p className="form-error" role="alert">{errorText(action.error)}</p>}
      {applying && session && <ApplyForm promotionId={id} onDone={() => setApplying(false)} />}
      <Applications detail={detail.data} />
    </article>
  );
}
