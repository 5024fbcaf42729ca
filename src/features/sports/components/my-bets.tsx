import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportsBet } from '../../../../contract/sports';
import type { Formats } from '../../../i18n/format';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { useSportsBets } from '../api/sports';
import { BetLegs } from './bet-legs';
import { oddsText } from './labels';

/** One bet: its kind, stake and odds, what it may return or returned, its state, and its selections. */
function BetCard({ bet, formats }: { bet: SportsBet; formats: Formats }) {
  const { t } = useTranslation();
  return (
    <li className="sports-bet" data-testid="sports-bet" data-bet-id={bet.betId}>
      <div className="sports-bet__head">
        <span>{bet.kind === 'parlay' ? t('sports.kind_parlay', { count: bet.legs.length }) : t('sports.kind_single')} · {t('sports.bet_no', { id: bet.betId })}</span>
        <span className={`sports-status sports-status--${bet.status}`} data-testid="sports-bet-status">{t(`sports.status_${bet.status}`)}</span>
      </div>
      <p className="sports-dim">{t('sports.bet_stake', { stake: formats.money(bet.stake), odds: oddsText(bet.odds) })} · {formats.dateTime(bet.createdAt)}</p>
      <p className="sports-bet__money">
        {bet.status === 'open' ? t('sports.bet_potential', { amount: formats.money(bet.potentialReturn) }) : t('sports.bet_payout', { amount: formats.money(bet.payout) })}
      </p>
      <BetLegs legs={bet.legs} />
    </li>
  );
}

/** The member's open bets and the latest settled ones. */
export function MyBets({ formats }: { formats: Formats }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useSportsBets(status, true);
  return (
    <section className="sports-my-bets" aria-labelledby="sports-my-bets-title">
      <h2 id="sports-my-bets-title" className="sports-league__title">{t('sports.my_bets')}</h2>
      <div className="sports-tabs" role="radiogroup" aria-labelledby="sports-my-bets-title">
        {(['open', 'settled'] as const).map((s) => (
          <button key={s} type="button" role="radio" aria-checked={status === s} className="sports-tab" onClick={() => setStatus(s)}>
            {t(`sports.bets_${s}`)}
          </button>
        ))}
      </div>
      {bets.isPending && <Spinner label={t('common.loading')} />}
      {bets.isError && <RetryPanel error={bets.error} onRetry={() => void bets.refetch()} />}
      {bets.data && bets.data.length === 0 && <p className="sports-dim">{t('sports.no_bets')}</p>}
      {bets.data && bets.data.length > 0 && (
        <ul className="sports-bets">
          {bets.data.map((bet) => <BetCard key={bet.betId} bet={bet} formats={formats} />)}
        </ul>
      )}
    </section>
  );
}
