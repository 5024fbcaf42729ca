import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_SPOTS, baccaratPays, type BaccaratSpot, type BaccaratVariant } from '../../../../contract/baccarat';
import type { Card } from '../../../../contract/blackjack';
import type { BaccaratOutcome, TableState } from '../../../../contract/live-tables';
import { useFormats } from '../../../api/system/use-formats';
import { useTableState, type Timed } from '../api/tables';
import { usePlayScreen } from '../hooks/use-play-screen';
import { PlayTop } from './play-top';
import { PlayingCard } from './playing-card';
import { BaccaratRoad } from './table-road';
import { BetBar, Dealer, MyBets, TableChips, TableFairness, TableRules, TableStatus, TableTimer, useTablePlay, type TablePlay } from './table-parts';
import './play.css';
import './blackjack.css';
import './tables.css';
import '../i18n-bundle';

/** How long the deal takes on screen: a card every 0.45 s, then the totals. */
const CARD_MS = 450;
const revealMsOf = (outcome: BaccaratOutcome | null) => (outcome ? (outcome.player.length + outcome.banker.length) * CARD_MS + 600 : 0);

/** The order the cards were dealt in: player, banker, player, banker, then the player's third, then the banker's. */
function dealOrder(side: 'player' | 'banker', index: number, outcome: BaccaratOutcome): number {
  if (index < 2) return index * 2 + (side === 'banker' ? 1 : 0);
  return side === 'player' ? 4 : outcome.player.length === 3 ? 5 : 4;
}

/**
 * /m/play/baccarat: a live baccarat table (docs/decisions/0072). The server
 * deals on its clock and decides every rule; the screen counts the window
 * down, takes chips and confirms them, then deals the round's cards as the
 * server drew them, and shows the road.
 */
export default function BaccaratPage() {
  const screen = usePlayScreen(useTableState);
  if (!screen.ready) return screen.fallback;
  return <BaccaratTable ticket={screen.ticket} value={screen.value} />;
}

function BaccaratTable({ ticket, value }: { ticket: string; value: Timed<TableState> }) {
  const { t } = useTranslation();
  const round = value.round;
  const outcome = round?.outcome?.engine === 'baccarat' ? round.outcome : null;
  const play = useTablePlay(ticket, value, revealMsOf(outcome));
  const variant: BaccaratVariant = value.variant ?? 'classic';
  const shown = play.phase.kind === 'revealing' || play.phase.kind === 'result' ? outcome : null;
  return (
    <div className="play-page tbl-page">
      <PlayTop gameName={value.gameName} balance={value.balance} />
      <section className="tbl-stage tbl-stage--baccarat" aria-label={t('play.tbl_table_view', { name: value.gameName })}>
        <Dealer engine="baccarat" busy={play.phase.kind === 'revealing'} />
        <TableTimer phase={play.phase} />
        <div className="tbl-felt">
          <div className="tbl-hands">
            {(['player', 'banker'] as const).map((side) => (
              <BaccaratHand key={side} side={side} outcome={shown} totals={play.revealDone} />
            ))}
          </div>
          {shown && play.revealDone && <ResultBanner outcome={shown} />}
        </div>
      </section>
      <TableStatus engine="baccarat" phase={play.phase} value={value} />
      <BaccaratSpots play={play} variant={variant} outcome={play.revealDone ? shown : null} />
      <TableChips chips={value.chips} chosen={play.chip} onChoose={play.setChip} />
      <BetBar play={play} />
      <BaccaratRoad road={value.road} />
      <MyBets placed={play.placed} />
      <TableRules>
        <p className="play-note">{t('play.tbl_rules_baccarat')}</p>
        {variant === 'no-commission' && <p className="play-note">{t('play.tbl_rules_baccarat_no-commission')}</p>}
        <LimitsNote max={value.maxPerSpot} />
      </TableRules>
      <TableFairness engine="baccarat" round={round} />
    </div>
  );
}

function LimitsNote({ max }: { max: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return <p className="play-note">{t('play.tbl_limits', { max: formats.money(max) })}</p>;
}

/** One side's cards, dealt one by one in the round's order; the total once every card is down. */
function BaccaratHand({ side, outcome, totals }: { side: 'player' | 'banker'; outcome: BaccaratOutcome | null; totals: boolean }) {
  const { t } = useTranslation();
  const cards: Card[] = outcome ? outcome[side] : [];
  const total = outcome ? (side === 'player' ? outcome.playerTotal : outcome.bankerTotal) : null;
  const winner = outcome && totals && outcome.winner === side;
  return (
    <div className={`tbl-hand tbl-hand--${side}${winner ? ' tbl-hand--winner' : ''}`} data-testid={`hand-${side}`}>
      <p className="tbl-hand__title">
        {totals && total !== null ? t('play.tbl_hand', { side: t(`play.tbl_spot_${side}`), total }) : t(`play.tbl_spot_${side}`)}
      </p>
      <div className="tbl-hand__cards">
        {cards.length === 0 && <span className="tbl-hand__empty">{t('play.tbl_no_cards')}</span>}
        {cards.map((card, i) => (
          <span key={`${card}-${i}`} className="tbl-card-in" style={{ '--deal': dealOrder(side, i, outcome!) } as CSSProperties}>
            <PlayingCard card={card} />
          </span>
        ))}
      </div>
    </div>
  );
}

function ResultBanner({ outcome }: { outcome: BaccaratOutcome }) {
  const { t } = useTranslation();
  return (
    <p className={`tbl-banner tbl-banner--${outcome.winner}`} data-testid="table-winner">
      {t(`play.tbl_winner_${outcome.winner}`, { player: outcome.playerTotal, banker: outcome.bankerTotal })}
      {outcome.playerPair && <span> · {t('play.tbl_pair_player')}</span>}
      {outcome.bankerPair && <span> · {t('play.tbl_pair_banker')}</span>}
    </p>
  );
}

const wins = (spot: BaccaratSpot, o: BaccaratOutcome) =>
  spot === 'playerPair' ? o.playerPair : spot === 'bankerPair' ? o.bankerPair : o.winner === spot;

/** The five spots: pairs and tie above, player and banker below; each with what it pays and the member's chips. */
function BaccaratSpots({ play, variant, outcome }: { play: TablePlay; variant: BaccaratVariant; outcome: BaccaratOutcome | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <div className="tbl-spots tbl-spots--baccarat" role="group" aria-label={t('play.tbl_tap_to_bet')}>
      {BACCARAT_SPOTS.map((spot) => {
        const placed = play.placed.get(spot) ?? 0;
        const pending = play.pending.get(spot) ?? 0;
        return (
          <button
            key={spot} type="button" className={`tbl-spot tbl-spot--${spot}${outcome && wins(spot, outcome) ? ' tbl-spot--won' : ''}`}
            disabled={!play.canBet} onClick={() => play.place(spot)} data-testid={`spot-${spot}`}
          >
            {/* spaces between the parts: the button's name reads as words wherever it is computed */}
            <span className="tbl-spot__name">{t(`play.tbl_spot_${spot}`)}</span>{' '}
            <span className="tbl-spot__pays">{t('play.tbl_pays', { pays: baccaratPays(spot, variant) })}</span>{' '}
            {placed > 0 && <span className="tbl-spot__placed">{formats.money(placed / 100)}</span>}{' '}
            {pending > 0 && <span className="tbl-spot__pending">+{formats.money(pending / 100)}</span>}
          </button>
        );
      })}
    </div>
  );
}
