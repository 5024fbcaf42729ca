import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlackjackAction } from '../../../../contract/blackjack';
import { ApiError } from '../../../api/errors';
import { useBlackjackAction, useBlackjackState, useDeal } from '../api/blackjack';
import { usePlayScreen } from '../hooks/use-play-screen';
import { ActionButtons, StakeChips } from './blackjack-controls';
import { DealerHand, PlayerHand } from './blackjack-hand';
import { FairnessPanel } from './fairness-panel';
import { PlayTop } from './play-top';
import './play.css';
import './blackjack.css';
import '../i18n-bundle';

/**
 * /m/play/blackjack: an in-house card table (docs/decisions/0068). The server
 * holds the round and decides every rule; the screen shows its last answer,
 * offers only the actions it says are legal, and resumes an unfinished round
 * from the state call after a reload or a lost connection.
 */
export default function BlackjackPage() {
  const screen = usePlayScreen(useBlackjackState);
  const { t } = useTranslation();
  const { formats, language, errorText } = screen;
  const dealCall = useDeal(screen.ticket ?? '', language);
  const actCall = useBlackjackAction(screen.ticket ?? '', language);
  const [bet, setBet] = useState<number | null>(null);
  const pendingDeal = useRef<string | null>(null);

  if (!screen.ready) return screen.fallback;
  const { ticket, value } = screen;
  const round = value.round;
  const open = round?.phase === 'player';
  const busy = dealCall.isPending || actCall.isPending;
  // a resumed round shows the stake it was dealt with
  const chosenBet = (open ? round.bet : bet) ?? value.bets[0] ?? 0;
  const error = dealCall.error ?? actCall.error;

  const onDeal = () => {
    pendingDeal.current ??= crypto.randomUUID();
    dealCall.mutate({ bet: chosenBet, dealId: pendingDeal.current }, {
      onSuccess: () => { pendingDeal.current = null; actCall.reset(); },
      // a refusal (balance, stake) dealt nothing: the next press is a new deal; a lost reply keeps its id
      onError: (e) => { if (e instanceof ApiError && e.errorCode !== null) pendingDeal.current = null; },
    });
  };
  const onAct = (action: BlackjackAction) => {
    if (round) actCall.mutate({ roundId: round.roundId, step: round.step, action });
  };

  return (
    <div className="play-page bj-page">
      <PlayTop gameName={value.gameName} balance={value.balance} />
      <div className="bj-felt" aria-busy={busy}>
        {round ? (
          <>
            <DealerHand cards={round.dealer} total={round.dealerTotal} soft={round.dealerSoft} holeHidden={open} />
            <div className="bj-player-hands">
              {round.hands.map((hand, i) => (
                <PlayerHand key={i} hand={hand} index={i} count={round.hands.length} active={open && round.active === i} />
              ))}
            </div>
          </>
        ) : (
          <p className="bj-empty">{t('play.bj_table')}</p>
        )}
      </div>
      <div className="bj-status" role="status" aria-live="polite" data-testid="bj-status">
        {round && !open && <p className="bj-payout">{t('play.bj_payout', { amount: formats.money(round.payout), staked: formats.money(round.staked) })}</p>}
        {open && <p className="bj-turn">{t('play.bj_your_turn')}</p>}
      </div>
      {error && <p className="play-error" role="alert">{errorText(error)}</p>}
      <ActionButtons round={round} busy={busy} onAct={onAct} />
      <StakeChips bets={value.bets} chosen={chosenBet} disabled={open || busy} onChoose={setBet} />
      <button type="button" className="play-spin bj-deal" onClick={onDeal} disabled={open || busy}>{t('play.bj_deal')}</button>
      <details className="play-card bj-rules">
        <summary className="play-card__title">{t('play.bj_rules')}</summary>
        <p className="play-note">{t('play.bj_rules_text')}</p>
      </details>
      <FairnessPanel ticket={ticket} seed={value.seed} busy={busy || open} />
    </div>
  );
}
