import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../../contract/live-tables';
import { colourOf, INSIDE_KINDS, rouletteSpot, spotsCovering, WHEEL_ORDER, type RouletteSpot } from '../../../../contract/roulette';
import { useFormats } from '../../../api/system/use-formats';
import { useTableState, type Timed } from '../api/tables';
import { usePlayScreen } from '../hooks/use-play-screen';
import { PlayTop } from './play-top';
import { RouletteRoad } from './table-road';
import { BetBar, Dealer, MyBets, TableChips, TableFairness, TableRules, TableStatus, TableTimer, useSpotLabel, useTablePlay, type TablePlay } from './table-parts';
import './play.css';
import './tables.css';
import '../i18n-bundle';

/** The wheel turns this long on screen before the number is told. */
const SPIN_MS = 3_200;
const STEP = 360 / WHEEL_ORDER.length;
type InsideKind = (typeof INSIDE_KINDS)[number];
const OUTSIDE_ROWS: readonly (readonly string[])[] = [
  ['dozen-1', 'dozen-2', 'dozen-3'], ['column-1', 'column-2', 'column-3'], ['low', 'even', 'red'], ['black', 'odd', 'high'],
];

/**
 * /m/play/roulette: a live European roulette table (docs/decisions/0072).
 * The server spins on its clock and decides every rule; the screen counts
 * the window down, takes chips on inside and outside spots, confirms them,
 * then turns the wheel to the number the round's seed gave.
 */
export default function RoulettePage() {
  const screen = usePlayScreen(useTableState);
  if (!screen.ready) return screen.fallback;
  return <RouletteTable ticket={screen.ticket} value={screen.value} />;
}

function RouletteTable({ ticket, value }: { ticket: string; value: Timed<TableState> }) {
  const { t } = useTranslation();
  const round = value.round;
  const play = useTablePlay(ticket, value, SPIN_MS);
  const number = round?.outcome?.engine === 'roulette' && (play.phase.kind === 'revealing' || play.phase.kind === 'result') ? round.outcome.number : null;
  const told = play.revealDone ? number : null;
  return (
    <div className="play-page tbl-page">
      <PlayTop gameName={value.gameName} balance={value.balance} />
      <section className="tbl-stage tbl-stage--roulette" aria-label={t('play.tbl_table_view', { name: value.gameName })}>
        <Dealer engine="roulette" busy={play.phase.kind === 'revealing'} />
        <TableTimer phase={play.phase} />
        <Wheel number={number} roundNo={round?.roundNo ?? 0} spinning={play.phase.kind === 'revealing'} />
        {told !== null && (
          <p className={`tbl-banner tbl-banner--${colourOf(told)}`} data-testid="table-winner">
            {t('play.tbl_number_result', { n: told, colour: t(`play.tbl_colour_${colourOf(told)}`) })}
          </p>
        )}
      </section>
      <TableStatus engine="roulette" phase={play.phase} value={value} />
      <RouletteRoad road={value.road} />
      <RouletteLayout play={play} winning={told} />
      <TableChips chips={value.chips} chosen={play.chip} onChoose={play.setChip} />
      <PendingList play={play} />
      <BetBar play={play} />
      <MyBets placed={play.placed} />
      <TableRules>
        <p className="play-note">{t('play.tbl_rules_roulette')}</p>
        <LimitsNote max={value.maxPerSpot} />
      </TableRules>
      <TableFairness engine="roulette" round={round} />
    </div>
  );
}

function LimitsNote({ max }: { max: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return <p className="play-note">{t('play.tbl_limits', { max: formats.money(max) })}</p>;
}

/**
 * The European wheel, drawn: 37 pockets in the wheel's order. The pocket of
 * the round's number turns to the pointer at the top (three turns first,
 * unless the member prefers reduced motion, where CSS drops the transition).
 */
function Wheel({ number, roundNo, spinning }: { number: number | null; roundNo: number; spinning: boolean }) {
  const { t } = useTranslation();
  const [turn, setTurn] = useState({ roundNo: 0, angle: 0 });
  if (number !== null && turn.roundNo !== roundNo) {
    const target = WHEEL_ORDER.indexOf(number) * STEP;
    // three turns on from where the wheel stands, ending with the number's pocket under the pointer
    setTurn({ roundNo, angle: turn.angle - 1080 - (((turn.angle + target) % 360) + 360) % 360 });
  }
  const angle = turn.angle;
  const R = 140;
  const sector = (i: number) => {
    const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
    const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
    return `M150 150 L${150 + R * Math.cos(a0)} ${150 + R * Math.sin(a0)} A${R} ${R} 0 0 1 ${150 + R * Math.cos(a1)} ${150 + R * Math.sin(a1)} Z`;
  };
  return (
    <div className="tbl-wheel" role="img" aria-label={number === null || spinning ? t('play.tbl_wheel') : t('play.tbl_wheel_result', { n: number })}>
      <svg viewBox="0 0 300 300" aria-hidden="true" focusable="false">
        <circle cx="150" cy="150" r="148" className="tbl-wheel__rim" />
        <g className={`tbl-wheel__turn${spinning ? ' tbl-wheel__turn--spinning' : ''}`} style={{ transform: `rotate(${angle}deg)` } as CSSProperties}>
          {WHEEL_ORDER.map((n, i) => (
            <g key={n}>
              <path d={sector(i)} className={`tbl-pocket tbl-pocket--${colourOf(n)}`} />
              <text x="150" y="26" transform={`rotate(${i * STEP} 150 150)`} textAnchor="middle" className="tbl-pocket__number">{n}</text>
            </g>
          ))}
          <circle cx="150" cy="150" r="92" className="tbl-wheel__bowl" />
          <circle cx="150" cy="150" r="30" className="tbl-wheel__cone" />
          <path d="M150 112 L156 150 L150 188 L144 150 Z M112 150 L150 144 L188 150 L150 156 Z" className="tbl-wheel__turret" />
        </g>
        <path d="M150 2 L160 -2 L150 16 L140 -2 Z" className="tbl-wheel__pointer" transform="translate(0 4)" />
        {number !== null && <circle cx="150" cy="44" r="7" className={`tbl-wheel__ball${spinning ? ' tbl-wheel__ball--spinning' : ''}`} />}
      </svg>
    </div>
  );
}

/** The layout: the zero, twelve rows of three, the outside spots; a kind of number bet chosen first for inside spots. */
function RouletteLayout({ play, winning }: { play: TablePlay; winning: number | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const label = useSpotLabel();
  const [kind, setKind] = useState<InsideKind>('straight');
  const [picking, setPicking] = useState<number | null>(null);
  const covered = new Set([...play.placed.keys(), ...play.pending.keys()].flatMap((id) => rouletteSpot(id)?.numbers ?? []));
  const choices = picking === null ? [] : spotsCovering(kind, picking);

  const tapNumber = (n: number) => {
    const spots = spotsCovering(kind, n);
    if (spots.length === 1) play.place(spots[0]!.id);
    else setPicking(n);
  };
  const pick = (spot: RouletteSpot) => {
    play.place(spot.id);
    setPicking(null);
  };
  const chipsOn = (id: string) => {
    const cents = (play.placed.get(id) ?? 0) + (play.pending.get(id) ?? 0);
    return cents > 0 ? <span className="tbl-num__chips">{formats.money(cents / 100)}</span> : null;
  };
  const numberButton = (n: number) => (
    <button
      key={n} type="button" disabled={!play.canBet} onClick={() => tapNumber(n)} data-testid={`number-${n}`}
      className={`tbl-num tbl-num--${colourOf(n)}${n === 0 ? ' tbl-num--zero' : ''}${covered.has(n) ? ' tbl-num--covered' : ''}${winning === n ? ' tbl-num--won' : ''}`}
      aria-label={t('play.tbl_number_result', { n, colour: t(`play.tbl_colour_${colourOf(n)}`) })}
    >
      {n}
      {kind === 'straight' && chipsOn(`straight-${n}`)}
    </button>
  );

  return (
    <section className="play-card tbl-layout" aria-labelledby="tbl-layout">
      <h2 id="tbl-layout" className="play-card__title">{t('play.tbl_number_grid')}</h2>
      <p className="play-note">{t('play.tbl_tap_to_bet')}</p>
      <fieldset className="tbl-kinds" disabled={!play.canBet}>
        <legend className="tbl-chips__legend">{t('play.tbl_kind')}</legend>
        {INSIDE_KINDS.map((k) => (
          <label key={k} className="tbl-kind">
            <input type="radio" name="tbl-kind" value={k} checked={k === kind} onChange={() => { setKind(k); setPicking(null); }} />
            <span>{t(`play.tbl_kind_${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {picking !== null && (
        <div className="tbl-pick" role="group" aria-label={t('play.tbl_pick_spot', { n: picking })}>
          <p className="tbl-pick__title">{t('play.tbl_pick_spot', { n: picking })}</p>
          {choices.map((spot) => (
            <button key={spot.id} type="button" className="play-button" disabled={!play.canBet} onClick={() => pick(spot)}>{label(spot.id)}</button>
          ))}
          <button type="button" className="play-button play-button--ghost" onClick={() => setPicking(null)}>{t('play.tbl_cancel_pick')}</button>
        </div>
      )}
      <div className="tbl-grid">
        {numberButton(0)}
        {Array.from({ length: 36 }, (_, i) => numberButton(i + 1))}
      </div>
      <h3 className="tbl-layout__outside">{t('play.tbl_outside')}</h3>
      <div className="tbl-outside">
        {OUTSIDE_ROWS.flat().map((id) => {
          const spot = rouletteSpot(id)!;
          return (
            <button
              key={id} type="button" disabled={!play.canBet} onClick={() => play.place(id)} data-testid={`spot-${id}`}
              className={`tbl-spot tbl-spot--outside tbl-spot--${id}${winning !== null && spot.numbers.includes(winning) ? ' tbl-spot--won' : ''}`}
            >
              <span className="tbl-spot__name">{label(id)}</span>{' '}
              <span className="tbl-spot__pays">{t('play.tbl_pays', { pays: `${spot.pays}:1` })}</span>{' '}
              {chipsOn(id)}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The chips placed on the screen and not yet confirmed, spot by spot. */
function PendingList({ play }: { play: TablePlay }) {
  const formats = useFormats();
  const { t } = useTranslation();
  const label = useSpotLabel();
  if (play.pending.size === 0) return null;
  return (
    <ul className="tbl-pending" data-testid="table-pending-list">
      {[...play.pending].map(([spot, cents]) => <li key={spot}>{t('play.tbl_my_bet_line', { spot: label(spot), amount: formats.money(cents / 100) })}</li>)}
    </ul>
  );
}
