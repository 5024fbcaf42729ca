import { useTranslation } from 'react-i18next';
import type { RewardItem } from '../../../../contract/promotions';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { QueryStates } from '../../../ui/query-states';
import { showToast } from '../../../ui/toast-store';
import { useClaimReward, useRewards } from '../api/rewards';
import '../promotions.css';
import '../i18n-bundle';

function Item({ item, onClaim, busy }: { item: RewardItem; onClaim?: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <li className="reward-item">
      <span className="reward-item__text">
        <span className="reward-item__title">{item.title}</span>
        <span className="reward-item__meta">
          {t(`promotions.source_${item.source}` as 'promotions.source_login')} · {item.claimedAt ? t('promotions.claimed_on', { date: formats.dateTime(item.claimedAt) }) : formats.dateTime(item.issuedAt)}
        </span>
      </span>
      <span className="reward-item__amount">{formats.money(item.amount)}</span>
      {onClaim && (
        <button type="button" className="button button--small" onClick={onClaim} disabled={busy} aria-label={`${t('promotions.claim')}: ${item.title}`}>
          {t('promotions.claim')}
        </button>
      )}
    </li>
  );
}

/** /m/rewardCenter: issued rewards to claim into the wallet, and what was claimed. */
export default function RewardCenterPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const rewards = useRewards();
  const claim = useClaimReward();
  return (
    <div className="promo-screen">
      <section aria-labelledby="rewards-claimable">
        <h2 id="rewards-claimable" className="section-title">{t('promotions.rewards_claimable')}</h2>
        <QueryStates query={rewards} isEmpty={rewards.data?.claimable.length === 0} emptyText={t('promotions.rewards_none')}>
          {() => (
            <ul className="reward-list">
              {rewards.data!.claimable.map((item) => (
                <Item key={item.id} item={item} busy={claim.isPending} onClaim={() => claim.mutate(item.id, {
                  onSuccess: (r) => showToast(`${t('promotions.claim_done')}: ${formats.money(r.amount)}`, 'success'),
                  onError: (e) => showToast(errorText(e), 'error'),
                })} />
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
      <section aria-labelledby="rewards-history">
        <h2 id="rewards-history" className="section-title">{t('promotions.rewards_history')}</h2>
        {rewards.data && (rewards.data.history.length === 0
          ? <p className="empty-state">{t('promotions.rewards_history_none')}</p>
          : <ul className="reward-list">{rewards.data.history.map((item) => <Item key={item.id} item={item} />)}</ul>)}
      </section>
    </div>
  );
}
