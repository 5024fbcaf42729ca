import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { QueryStates } from '../../../ui/query-states';
import { showToast } from '../../../ui/toast-store';
import { useClaimRebate, useRebate } from '../api/rebate';
import { gameTypeKey } from '../model/promotion-view';
import '../promotions.css';
import '../i18n-bundle';

/** /m/member/manualRebate: the claimable rebate (valid bets since the last claim × the level's rate per game type), claim, rates, history. */
export default function ManualRebatePage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const rebate = useRebate();
  const claim = useClaimRebate();
  const typeName = (type: string) => {
    const key = gameTypeKey(type);
    return key ? t(key as 'categories.slot') : type;
  };
  return (
    <div className="promo-screen">
      <QueryStates query={rebate} isEmpty={false} emptyText="">
        {() => {
          const data = rebate.data!;
          return (
            <>
              <section className="rebate-card" aria-labelledby="rebate-claimable">
                <h2 id="rebate-claimable" className="rebate-card__label">{t('promotions.rebate_claimable')}</h2>
                <p className="rebate-card__amount" aria-live="polite">{formats.money(data.claimable.amount)}</p>
                <p className="rebate-card__bets">{t('promotions.rebate_valid_bet', { amount: formats.money(data.claimable.validBet) })}</p>
                {data.claimable.amount > 0 ? (
                  <button type="button" className="button" disabled={claim.isPending} onClick={() => claim.mutate(undefined, {
                    onSuccess: (r) => showToast(t('promotions.rebate_done', { amount: formats.money(r.amount) }), 'success'),
                    onError: (e) => showToast(errorText(e), 'error'),
                  })}>
                    {t('promotions.rebate_claim')}
                  </button>
                ) : (
                  <p className="rebate-card__hint">{t('promotions.rebate_nothing')}</p>
                )}
              </section>
              <section aria-labelledby="rebate-rates">
                <h2 id="rebate-rates" className="section-title">{t('promotions.rebate_rates', { level: data.vipLevel })}</h2>
                <table className="promo-table">
                  <thead>
                    <tr><th scope="col">{t('promotions.rebate_game_type')}</th><th scope="col">{t('promotions.rebate_rate')}</th><th scope="col">{t('promotions.rebate_amount')}</th></tr>
                  </thead>
                  <tbody>
                    {data.rates.map((r) => {
                      const row = data.claimable.byType.find((b) => b.gameType === r.gameType);
                      return (
                        <tr key={r.gameType}>
                          <td>{typeName(r.gameType)}</td>
                          <td>{formats.percent(r.ratePercent)}</td>
                          <td>{formats.money(row?.amount ?? 0)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </section>
              <section aria-labelledby="rebate-history">
                <h2 id="rebate-history" className="section-title">{t('promotions.rebate_history')}</h2>
                {data.history.length === 0 ? <p className="empty-state">{t('promotions.rebate_history_none')}</p> : (
                  <ul className="reward-list">
                    {data.history.map((h) => (
                      <li key={h.id} className="reward-item">
                        <span className="reward-item__text">
                          <span className="reward-item__title">{formats.dateTime(h.createdAt)}</span>
                          <span className="reward-item__meta">{t('promotions.rebate_valid_bet', { amount: formats.money(h.validBet) })}</span>
                        </span>
                        <span className="reward-item__amount">{formats.money(h.amount)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
