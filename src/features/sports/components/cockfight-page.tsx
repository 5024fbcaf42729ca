import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COCKFIGHT_SIDES, type CockfightSide } from '../../../../contract/cockfight-round';
import type { CockfightState } from '../../../../contract/cockfight';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { useBalance } from '../../../api/wallet/balance';
import { AMOUNT_INPUT_MESSAGES } from '../../../i18n/amount-input';
import { useErrorText } from '../../../ui/error-text';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { useCockfightState, usePlaceCockfightBet } from '../api/cockfight';
import { CockfightFairness } from './cockfight-fairness';
import { CockfightPit } from './cockfight-pit';
import { oddsText } from './labels';
import { ResultsRoad } from './results-road';
import './sports.css';
import '../i18n-bundle';
import { SportsHeader } from './sports-header';

/** Stakes offered as chips, as multiples of the table's minimum. */
const CHIP_MULTIPLES = [1, 5, 10, 50] as const;
/** How long the last fight's result stays announced over the new round. */
const RESULT_SHOWN_MS = 15_000;

const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The server's clock now: the device's, corrected by the answer's `now`. */
function useServerNow(value: CockfightState | undefined, receivedAt: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return value ? value.now + (deviceNow - receivedAt) : deviceNow;
}

/**
 * /m/cockfight-pit?nodeId=: an SV388-style cockfight table
 * (docs/decisions/0073). A fight every few minutes: a betting window on
 * Meron, Wala or Draw at the round's odds, then the fight, then the result
 * drawn from the round's seed (its hash shown before any bet) and the road.
 * The server resolves and pays; the screen shows its answers.
 */
export default function CockfightPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const [nodeId] = useState(() => new URLSearchParams(window.location.search).get('nodeId') ?? '');
  const state = useCockfightState(nodeId);
  const balance = useBalance();
  const place = usePlaceCockfightBet();
  const serverNow = useServerNow(state.data, state.dataUpdatedAt);
  const [side, setSide] = useState<CockfightSide | null>(null);
  const [stakeText, setStakeText] = useState('');
  const [placed, setPlaced] = useState<{ amount: number; side: CockfightSide; n: number } | null>(null);
  const requestId = useRef<string | null>(null);

  if (!nodeId) return <p className="sports-error sports-page" role="alert">{t('sports.game_missing')}</p>;
  if (state.isPending) return <Spinner label={t('common.loading')} />;
  if (state.isError) return <div className="sports-page"><RetryPanel error={state.error} onRetry={() => void state.refetch()} /></div>;

  const value = state.data;
  const { round, limits } = value;
  const open = round.phase === 'betting' && serverNow < round.closesAt;
  const fighting = !open && serverNow < round.resultAt;
  const last = value.road[0];
  const justResolved = last && last.result && serverNow - last.resultAt < RESULT_SHOWN_MS ? last : null;
  const moment = open ? (justResolved?.result ?? 'betting') : fighting ? 'fighting' : 'waiting';
  const sideName = (s: CockfightSide) => t(`sports.cf_${s}`);
  const shownBalance = balance.data?.sumBalance ?? value.balance;
  const amount = formats.parseAmount(stakeText);
  const stake = amount.value;
  const stakeProblem = stakeText.trim() === '' ? null
    : amount.value === null ? t(AMOUNT_INPUT_MESSAGES[amount.problem])
      : amount.value < limits.minStake || amount.value > limits.maxStake ? t('sports.stake_range', { min: formats.money(limits.minStake), max: formats.money(limits.maxStake) })
        : amount.value > shownBalance ? t('sports.over_balance') : null;
  const canPlace = open && side !== null && stake !== null && stakeProblem === null && !place.isPending;

  const onPlace = () => {
    if (!side || stake === null) return;
    requestId.current ??= crypto.randomUUID();
    setPlaced(null);
    place.mutate({ nodeId, roundNo: round.roundNo, side, stake, odds: round.odds[side], requestId: requestId.current }, {
      onSuccess: (reply) => { requestId.current = null; setPlaced({ amount: reply.bet.stake, side: reply.bet.side, n: reply.bet.roundNo }); },
      // a refusal placed nothing: the next press is a new bet; a lost reply keeps its id, so a retry never stakes twice
      onError: (error) => { if (error instanceof ApiError && error.errorCode !== null) requestId.current = null; },
    });
  };

  return (
    <div className="sports-page cf-page">
      <SportsHeader gameName={value.gameName} balance={shownBalance} balanceTestId="cf-balance" />

      <section className="cf-stage" aria-labelledby="cf-round-title">
        <div className="cf-stage__bar">
          <h2 id="cf-round-title" className="cf-stage__round" data-testid="cf-round">{t('sports.cf_round', { n: round.roundNo })}</h2>
          <span className={`cf-phase cf-phase--${open ? 'betting' : fighting ? 'fighting' : 'waiting'}`} data-testid="cf-phase">
            {open ? t('sports.cf_phase_betting') : fighting ? t('sports.cf_phase_fighting') : t('sports.cf_phase_waiting')}
          </span>
        </div>
        <CockfightPit moment={moment} roundLabel={t('sports.cf_round', { n: round.roundNo })} />
        <p className="cf-timer">
          <span>{open ? t('sports.cf_closes_in') : t('sports.cf_result_in')}</span>
          {/* not a live region: a change every second would flood screen readers */}
          <strong data-testid="cf-timer">{mmss((open ? round.closesAt : round.resultAt) - serverNow)}</strong>
        </p>
        <div aria-live="polite">
          {justResolved && (
            <p className={`cf-result cf-result--${justResolved.result!}`} data-testid="cf-result">
              {justResolved.result === 'draw'
                ? t('sports.cf_draw_result', { n: justResolved.roundNo })
                : t('sports.cf_winner', { n: justResolved.roundNo, side: sideName(justResolved.result!) })}
            </p>
          )}
        </div>
      </section>

      <section className="sports-card" aria-labelledby="cf-sides-title">
        <h2 id="cf-sides-title" className="sports-card__title">{t('sports.cf_sides')}</h2>
        <div className="cf-sides" role="radiogroup" aria-labelledby="cf-sides-title">
          {(['meron', 'draw', 'wala'] as const).map((s) => (
            <button
              key={s} type="button" role="radio" aria-checked={side === s} className={`cf-side cf-side--${s}`} disabled={!open}
              aria-label={t('sports.cf_side_odds', { side: sideName(s), odds: oddsText(round.odds[s]) })} onClick={() => setSide(s)}
            >
              <span className="cf-side__name">{sideName(s)}</span>
              <strong className="cf-side__odds">{oddsText(round.odds[s])}</strong>
            </button>
          ))}
        </div>
        <div className="cf-chips" role="group" aria-label={t('sports.cf_stakes')}>
          {CHIP_MULTIPLES.map((m) => limits.minStake * m).filter((c) => c <= limits.maxStake).map((chip) => (
            <button key={chip} type="button" className="cf-chip" aria-pressed={stake === chip} onClick={() => setStakeText(formats.amount(chip))}>
              {formats.whole(chip)}
            </button>
          ))}
        </div>
        <label className="sports-stake">
          <span className="sports-stake__label">{t('sports.cf_stake_custom')}</span>
          <input className="sports-stake__input" inputMode="decimal" autoComplete="off" value={stakeText} aria-invalid={stakeProblem !== null} onChange={(e) => setStakeText(e.target.value)} />
        </label>
        {stakeProblem && <p className="sports-error">{stakeProblem}</p>}
        <p className="sports-dim">{t('sports.cf_limits', { min: formats.money(limits.minStake), max: formats.money(limits.maxStake) })}</p>
        <button type="button" className="sports-place" disabled={!canPlace} onClick={onPlace}>
          {side ? t('sports.cf_place', { side: sideName(side) }) : t('sports.place')}
        </button>
        {!open && <p className="sports-dim">{t('sports.cf_closed')}</p>}
        {open && side === null && <p className="sports-dim">{t('sports.cf_pick_first')}</p>}
        {placed && <p className="sports-ok" role="status">{t('sports.cf_placed', { amount: formats.money(placed.amount), side: sideName(placed.side), n: placed.n })}</p>}
        {place.error && <p className="sports-error" role="alert">{errorText(place.error)}</p>}
      </section>

      <ResultsRoad road={value.road} />

      <section className="sports-card" aria-labelledby="cf-mine-title">
        <h2 id="cf-mine-title" className="sports-card__title">{t('sports.cf_my_bets')}</h2>
        {value.myBets.length === 0 && <p className="sports-dim">{t('sports.no_bets')}</p>}
        <ul className="sports-bets">
          {value.myBets.map((bet) => (
            <li key={bet.betId} className="cf-bet" data-testid="cf-bet">
              <span>{t('sports.cf_bet_line', { n: bet.roundNo, side: sideName(bet.side), stake: formats.money(bet.stake), odds: oddsText(bet.odds) })}</span>
              <span className={`sports-status sports-status--${bet.status}`} data-testid="cf-bet-status">{t(`sports.cf_status_${bet.status}`, { amount: formats.money(bet.payout) })}</span>
            </li>
          ))}
        </ul>
      </section>

      <details className="sports-card">
        <summary className="sports-card__title">{t('sports.cf_rules')}</summary>
        <p className="sports-dim">
          {t('sports.cf_rules_text', { betting: value.bettingSeconds, fight: value.fightSeconds, meron: oddsText(round.odds.meron), wala: oddsText(round.odds.wala), draw: oddsText(round.odds.draw) })}
        </p>
      </details>
      <CockfightFairness round={round} last={last ?? null} />
      {/* the sides in the order the pit shows them, for anyone reading the road */}
      <p className="sports-dim cf-legend">{COCKFIGHT_SIDES.map((s) => `${t(`sports.cf_letter_${s}`)} = ${sideName(s)}`).join(' · ')}</p>
    </div>
  );
}
