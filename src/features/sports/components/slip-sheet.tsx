import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportsLimits } from '../../../../contract/sports';
import type { Formats } from '../../../i18n/format';
import { useModalDialog } from '../../../ui/use-modal-dialog';
import { parlayOdds, parlayProblem, type OddsChange, type PlannedSlip, type Slip } from '../model/slip';
import { marketLabel, matchLabel, oddsText, pickLabel } from './labels';

interface SheetProps {
  slip: Slip;
  limits: SportsLimits;
  planned: PlannedSlip;
  changes: readonly OddsChange[];
  balance: number;
  formats: Formats;
  busy: boolean;
  /** What the last placing said: placed bets, or a refusal's text. */
  placedCount: number | null;
  error: string | null;
  onStake: (field: string, text: string) => void;
  onRemove: (marketId: number) => void;
  onClear: () => void;
  onAccept: () => void;
  onPlace: () => void;
  onClose: () => void;
}

/**
 * The bet slip as a bottom sheet (a modal dialog: focus kept inside, Escape
 * closes it): each selection with its single stake, the parlay of all of
 * them with its combined odds, the potential returns and the book's limits.
 * A moved price shows beside its selection and must be accepted before the
 * slip can be placed.
 */
export function SlipSheet(props: SheetProps) {
  const { slip, limits, planned, changes, balance, formats, busy } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const modal = useModalDialog({ onClose: props.onClose });
  const parlay = parlayProblem(slip, limits.maxLegs);
  const problemText = (field: string) => {
    const key = planned.problems[field];
    if (!key) return null;
    return t(key as 'sports.stake_range', { min: formats.money(limits.minStake), max: key === 'sports.payout_over' ? formats.money(limits.maxPayout) : formats.money(limits.maxStake) });
  };
  const overBalance = planned.totalStake > balance;
  const canPlace = changes.length === 0 && planned.bets.length > 0 && Object.keys(planned.problems).length === 0 && !overBalance && !busy;

  const stakeField = (field: string, label: string, value: string, potential: number | null) => {
    const problem = problemText(field);
    const id = `${titleId}-${field}`;
    return (
      <div className="sports-stake">
        <label className="sports-stake__label" htmlFor={id}>{label}</label>
        <input
          id={id} className="sports-stake__input" inputMode="decimal" autoComplete="off" value={value}
          aria-invalid={problem !== null} aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => props.onStake(field, e.target.value)}
        />
        {problem && <p id={`${id}-problem`} className="sports-error">{problem}</p>}
        {potential !== null && <p className="sports-dim" data-testid={`sports-potential-${field}`}>{t('sports.potential', { amount: formats.money(potential) })}</p>}
      </div>
    );
  };

  return (
    <dialog {...modal} className="modal sports-sheet" aria-labelledby={titleId} data-testid="sports-slip">
      <div className="sports-sheet__panel">
        <div className="sports-sheet__head">
          <h2 id={titleId} className="sports-sheet__title">{t('sports.slip')}</h2>
          {slip.selections.length > 0 && <button type="button" className="sports-link" onClick={props.onClear}>{t('sports.clear')}</button>}
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={props.onClose}>×</button>
        </div>
        <div className="sports-sheet__body">
          {slip.selections.length === 0 && <p className="sports-dim">{t('sports.slip_empty')}</p>}
          <ul className="sports-slip-list">
            {slip.selections.map((s) => {
              const change = changes.find((c) => c.marketId === s.marketId);
              const name = pickLabel(t, s.kind, s.line, s.pick);
              const single = planned.bets.find((b) => b.kind === 'single' && b.marketId === s.marketId);
              return (
                <li key={s.marketId} className="sports-slip-item" data-testid="sports-slip-item">
                  <div className="sports-slip-item__head">
                    <p className="sports-slip-item__match">{matchLabel(t, s.home, s.away)}</p>
                    <button type="button" className="sports-link" aria-label={t('sports.remove_selection', { selection: name })} onClick={() => props.onRemove(s.marketId)}>
                      {t('sports.remove')}
                    </button>
                  </div>
                  <p className="sports-slip-item__pick">
                    <span>{marketLabel(t, s.kind)}: <strong>{name}</strong></span>
                    <strong className="sports-slip-item__odds">{oddsText(s.odds)}</strong>
                  </p>
                  {change && (
                    <p className={`sports-change sports-change--${change.to === null ? 'closed' : change.to > change.from ? 'up' : 'down'}`} data-testid="sports-odds-change">
                      {change.to === null ? t('sports.market_closed') : t('sports.odds_changed', { from: oddsText(change.from), to: oddsText(change.to) })}
                    </p>
                  )}
                  {stakeField(String(s.marketId), t('sports.single_stake'), slip.singles[String(s.marketId)] ?? '', single ? single.potentialReturn : null)}
                </li>
              );
            })}
          </ul>
          {slip.selections.length >= 2 && (
            <section className="sports-parlay" aria-labelledby={`${titleId}-parlay-title`}>
              <h3 id={`${titleId}-parlay-title`} className="sports-parlay__title">
                {t('sports.parlay', { count: slip.selections.length })}
                {parlay === null && <strong className="sports-slip-item__odds" data-testid="sports-parlay-odds">{t('sports.parlay_odds', { odds: oddsText(parlayOdds(slip)) })}</strong>}
              </h3>
              {parlay === 'same_match' && <p className="sports-dim">{t('sports.parlay_same_match')}</p>}
              {parlay === 'too_many' && <p className="sports-dim">{t('sports.parlay_too_many', { max: limits.maxLegs })}</p>}
              {parlay === null && stakeField('parlay', t('sports.parlay_stake'), slip.parlay, planned.bets.find((b) => b.kind === 'parlay')?.potentialReturn ?? null)}
            </section>
          )}
          <p className="sports-dim">{t('sports.limits', { min: formats.money(limits.minStake), max: formats.money(limits.maxStake), payout: formats.money(limits.maxPayout) })}</p>
        </div>
        <div className="sports-sheet__foot">
          <dl className="sports-totals">
            <div><dt>{t('sports.total_stake')}</dt><dd data-testid="sports-total-stake">{formats.money(planned.totalStake)}</dd></div>
            <div><dt>{t('sports.total_return')}</dt><dd data-testid="sports-total-return">{formats.money(planned.totalReturn)}</dd></div>
          </dl>
          {changes.length > 0 && <p className="sports-notice" role="status">{t('sports.changes_notice')}</p>}
          {overBalance && changes.length === 0 && <p className="sports-error">{t('sports.over_balance')}</p>}
          {props.error && <p className="sports-error" role="alert">{props.error}</p>}
          {props.placedCount !== null && <p className="sports-ok" role="status">{t('sports.placed', { count: props.placedCount })}</p>}
          {changes.length > 0 ? (
            <button type="button" className="sports-place" onClick={props.onAccept}>{t('sports.accept_changes')}</button>
          ) : (
            <button type="button" className="sports-place" disabled={!canPlace} onClick={props.onPlace}>{busy ? t('sports.placing') : t('sports.place')}</button>
          )}
        </div>
      </div>
    </dialog>
  );
}
