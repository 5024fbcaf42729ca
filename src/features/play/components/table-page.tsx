import { useTranslation } from 'react-i18next';
import { DRAGON_TIGER_PAYS, DRAGON_TIGER_SPOTS } from '../../../../contract/dragon-tiger';
import type { DragonTigerOutcome, SicBoOutcome, TableOutcome, TableState, XocDiaOutcome } from '../../../../contract/live-tables';
import { SIC_BO_SPOTS, sicBoLayoutPays, sicBoPays } from '../../../../contract/sic-bo';
import { XOC_DIA_PAYS_HUNDREDTHS, XOC_DIA_SPOTS, xocDiaWins } from '../../../../contract/xoc-dia';
import { useFormats } from '../../../api/system/use-formats';
import { useTableState, type Timed } from '../api/tables';
import { usePlayScreen } from '../hooks/use-play-screen';
import { PlayTop } from './play-top';
import { PlayingCard } from './playing-card';
import { MarksRoad } from './table-road';
import { BetBar, Dealer, MyBets, TableChips, TableFairness, TableRules, TableStatus, TableTimer, useSpotLabel, useTablePlay, type TablePlay } from './table-parts';
import { CoinFace, Die } from './table-pieces';
import './play.css';
import './blackjack.css';
import './tables.css';
import '../i18n-bundle';

type Engine = 'dragon-tiger' | 'sic-bo' | 'xoc-dia';
type Shown = DragonTigerOutcome | SicBoOutcome | XocDiaOutcome;

/** How long the reveal takes on screen: the cards turned, the cup or the bowl lifted. */
const REVEAL_MS = 1_600;

/** A spot as the layout shows it: what it pays to one and whether it won the shown round. */
interface LayoutSpot {
  spot: string;
  pays: string;
  group: 'main' | 'totals' | 'triples' | 'singles';
}

const ratio = (pays: number) => `${pays}:1`;

function layoutOf(engine: Engine): LayoutSpot[] {
  if (engine === 'dragon-tiger') return DRAGON_TIGER_SPOTS.map((spot) => ({ spot, pays: ratio(DRAGON_TIGER_PAYS[spot]), group: 'main' }));
  if (engine === 'xoc-dia') return XOC_DIA_SPOTS.map((spot) => ({ spot, pays: `${XOC_DIA_PAYS_HUNDREDTHS[spot] / 100}:1`, group: 'main' }));
  return SIC_BO_SPOTS.map((spot) => {
    const kind = spot.split('-')[0];
    const group = kind === 'total' ? 'totals' : kind === 'triple' || kind === 'double' ? 'triples' : kind === 'single' ? 'singles' : 'main';
    return { spot, pays: kind === 'single' ? '1–3:1' : ratio(sicBoLayoutPays(spot)), group };
  });
}

function spotWon(spot: string, o: Shown): boolean {
  if (o.engine === 'sic-bo') return sicBoPays(spot, o.dice) !== null;
  if (o.engine === 'xoc-dia') return xocDiaWins(spot as (typeof XOC_DIA_SPOTS)[number], o.reds);
  if (spot === 'suited-tie') return o.suited;
  return o.winner === spot;
}

const isShown = (o: TableOutcome | null | undefined, engine: Engine): o is Shown => o?.engine === engine;

/**
 * /m/play/table: a live dragon tiger, sic bo or xóc đĩa table
 * (docs/decisions/0076), dealt on the server's clock like baccarat and
 * roulette (docs/decisions/0072): the screen counts the window down, takes
 * chips and confirms them, then turns the cards or lifts the cup or the bowl
 * on what the round's seed dealt, and shows the road.
 */
export default function TablePage() {
  const screen = usePlayScreen(useTableState);
  if (!screen.ready) return screen.fallback;
  return <OtherTable ticket={screen.ticket} value={screen.value} />;
}

function OtherTable({ ticket, value }: { ticket: string; value: Timed<TableState> }) {
  const { t } = useTranslation();
  const engine = value.engine as Engine;
  const round = value.round;
  const outcome = isShown(round?.outcome, engine) ? round.outcome : null;
  const play = useTablePlay(ticket, value, REVEAL_MS);
  const revealing = play.phase.kind === 'revealing' || play.phase.kind === 'result';
  const shown = revealing && play.revealDone ? outcome : null;
  return (
    <div className="play-page tbl-page">
      <PlayTop gameName={value.gameName} balance={value.balance} />
      <section className={`tbl-stage tbl-stage--${engine}`} aria-label={t('play.tbl_table_view', { name: value.gameName })}>
        <Dealer engine={engine} busy={play.phase.kind === 'revealing'} />
        <TableTimer phase={play.phase} />
        <div className="tbl-felt">
          {engine === 'dragon-tiger' && <DragonTigerFelt outcome={shown?.engine === 'dragon-tiger' ? shown : null} />}
          {engine === 'sic-bo' && <DiceFelt outcome={shown?.engine === 'sic-bo' ? shown : null} shaking={play.phase.kind === 'revealing' && !play.revealDone} />}
          {engine === 'xoc-dia' && <CoinsFelt outcome={shown?.engine === 'xoc-dia' ? shown : null} shaking={play.phase.kind === 'revealing' && !play.revealDone} />}
          {shown && <ResultBanner outcome={shown} />}
        </div>
      </section>
      <TableStatus engine={engine} phase={play.phase} value={value} />
      <Spots play={play} engine={engine} outcome={shown} />
      <TableChips chips={value.chips} chosen={play.chip} onChoose={play.setChip} />
      <BetBar play={play} />
      <MarksRoad road={value.road} />
      <MyBets placed={play.placed} />
      <TableRules>
        <p className="play-note">{t(`play.tbl_rules_${engine}`)}</p>
        <LimitsNote max={value.maxPerSpot} />
      </TableRules>
      <TableFairness engine={engine} round={round} />
    </div>
  );
}

function LimitsNote({ max }: { max: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return <p className="play-note">{t('play.tbl_limits', { max: formats.money(max) })}</p>;
}

function DragonTigerFelt({ outcome }: { outcome: DragonTigerOutcome | null }) {
  const { t } = useTranslation();
  return (
    <div className="tbl-hands">
      {(['dragon', 'tiger'] as const).map((side) => (
        <div key={side} className={`tbl-hand tbl-hand--${side === 'dragon' ? 'banker' : 'player'}${outcome?.winner === side ? ' tbl-hand--winner' : ''}`} data-testid={`hand-${side}`}>
          <p className="tbl-hand__title">{t(`play.tbl_spot_${side}`)}</p>
          <div className="tbl-hand__cards">
            {outcome ? <span className="tbl-card-in"><PlayingCard card={outcome[side]} /></span> : <span className="tbl-card-back" role="img" aria-label={t('play.tbl_card_down')} />}
          </div>
        </div>
      ))}
    </div>
  );
}

function DiceFelt({ outcome, shaking }: { outcome: SicBoOutcome | null; shaking: boolean }) {
  const { t } = useTranslation();
  if (!outcome) return <div className={`tbl-cover tbl-cover--cup${shaking ? ' tbl-cover--shaking' : ''}`} role="img" aria-label={t('play.tbl_cup')} />;
  return (
    <div className="tbl-dice" role="img" aria-label={t('play.tbl_dice_result', { dice: outcome.dice.join(' '), total: outcome.total })} data-testid="table-dice">
      {outcome.dice.map((face, i) => <Die key={i} face={face} />)}
    </div>
  );
}

function CoinsFelt({ outcome, shaking }: { outcome: XocDiaOutcome | null; shaking: boolean }) {
  const { t } = useTranslation();
  if (!outcome) return <div className={`tbl-cover tbl-cover--bowl${shaking ? ' tbl-cover--shaking' : ''}`} role="img" aria-label={t('play.tbl_bowl')} />;
  return (
    <div className="tbl-plate" role="img" aria-label={t('play.tbl_coins_result', { reds: outcome.reds, whites: 4 - outcome.reds })} data-testid="table-coins">
      {outcome.coins.map((coin, i) => <CoinFace key={i} coin={coin} />)}
    </div>
  );
}

function ResultBanner({ outcome }: { outcome: Shown }) {
  const { t } = useTranslation();
  let tone: string;
  let text: string;
  if (outcome.engine === 'dragon-tiger') {
    tone = outcome.winner === 'tie' ? 'tie' : outcome.winner === 'dragon' ? 'banker' : 'player';
    text = `${t(`play.tbl_winner_dragon-tiger_${outcome.winner}`)}${outcome.suited ? ` (${t('play.tbl_suited')})` : ''}`;
  } else if (outcome.engine === 'sic-bo') {
    const triple = outcome.dice[0] === outcome.dice[1] && outcome.dice[1] === outcome.dice[2];
    tone = triple ? 'tie' : outcome.total >= 11 ? 'banker' : 'player';
    text = `${t('play.tbl_dice_result', { dice: outcome.dice.join(' · '), total: outcome.total })} · ${t(triple ? 'play.tbl_dice_triple' : outcome.total >= 11 ? 'play.tbl_dice_big' : 'play.tbl_dice_small')}`;
  } else {
    tone = outcome.reds % 2 === 0 ? 'banker' : 'player';
    text = `${t('play.tbl_coins_result', { reds: outcome.reds, whites: 4 - outcome.reds })} · ${t(outcome.reds % 2 === 0 ? 'play.tbl_coins_even' : 'play.tbl_coins_odd')}`;
  }
  return <p className={`tbl-banner tbl-banner--${tone}`} data-testid="table-winner">{text}</p>;
}

const GROUPS = ['main', 'totals', 'triples', 'singles'] as const;

/** The layout's spots, in groups on sic bo's busy table; each with what it pays and the member's chips. */
function Spots({ play, engine, outcome }: { play: TablePlay; engine: Engine; outcome: Shown | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const label = useSpotLabel();
  const layout = layoutOf(engine);
  return (
    <div className={`tbl-spots tbl-spots--${engine}`} role="group" aria-label={t('play.tbl_tap_to_bet')}>
      {GROUPS.map((group) => {
        const spots = layout.filter((s) => s.group === group);
        if (spots.length === 0) return null;
        return (
          <div key={group} className={`tbl-spot-group tbl-spot-group--${group}`}>
            {engine === 'sic-bo' && <p className="tbl-spot-group__title">{t(`play.tbl_group_${group}`)}</p>}
            {spots.map(({ spot, pays }) => {
              const placed = play.placed.get(spot) ?? 0;
              const pending = play.pending.get(spot) ?? 0;
              return (
                <button
                  key={spot} type="button" className={`tbl-spot tbl-spot--${spot}${outcome && spotWon(spot, outcome) ? ' tbl-spot--won' : ''}`}
                  disabled={!play.canBet} onClick={() => play.place(spot)} data-testid={`spot-${spot}`}
                >
                  <span className="tbl-spot__name">{label(spot)}</span>{' '}
                  <span className="tbl-spot__pays">{t('play.tbl_pays', { pays })}</span>{' '}
                  {placed > 0 && <span className="tbl-spot__placed">{formats.money(placed / 100)}</span>}{' '}
                  {pending > 0 && <span className="tbl-spot__pending">+{formats.money(pending / 100)}</span>}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
