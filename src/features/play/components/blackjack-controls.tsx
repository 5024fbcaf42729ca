import { useTranslation } from 'react-i18next';
import type { BlackjackAction } from '../../../../contract/blackjack';
import type { BlackjackRoundView } from '../../../../contract/blackjack-play';
import { useFormats } from '../../../api/system/use-formats';

const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/** The stakes the table offers, as chips (one radio group): chosen before a deal. */
export function StakeChips({ bets, chosen, disabled, onChoose }: { bets: number[]; chosen: number; disabled: boolean; onChoose: (bet: number) => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <fieldset className="bj-chips" disabled={disabled}>
      <legend className="bj-chips__legend">{t('play.bj_stake')}</legend>
      {bets.map((bet, i) => (
        <label key={bet} className={`bj-chip bj-chip--${i % 4}`}>
          <input type="radio" name="bj-stake" value={bet} checked={bet === chosen} onChange={() => onChoose(bet)} />
          <span>{formats.money(bet)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Hit, Stand, Double, Split: each enabled only when the server says it is legal now. */
export function ActionButtons({ round, busy, onAct }: { round: BlackjackRoundView | null; busy: boolean; onAct: (action: BlackjackAction) => void }) {
  const { t } = useTranslation();
  const open = round?.phase === 'player';
  return (
    <div className="bj-actions" role="group" aria-label={t('play.bj_actions')}>
      {ACTIONS.map((action) => (
        <button
          key={action} type="button" className={`bj-action bj-action--${action}`}
          disabled={!open || busy || !round.legal[action]} onClick={() => onAct(action)}
        >
          {t(`play.bj_${action}`)}
        </button>
      ))}
    </div>
  );
}
