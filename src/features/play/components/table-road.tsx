import { useTranslation } from 'react-i18next';
import type { BaccaratOutcome, RoadEntry, TableOutcome } from '../../../../contract/live-tables';
import { colourOf } from '../../../../contract/roulette';

const ROWS = 6;
const BEAD_COLUMNS = 12;
const BIG_ROAD_COLUMNS = 16;
const CELL = 20;

type Winner = BaccaratOutcome['winner'];

const baccaratOutcomes = (road: readonly RoadEntry[]) => road.flatMap((e) => (e.outcome.engine === 'baccarat' ? [e.outcome] : []));

/** The big road, simplified: a column per streak of one side (six rows, then a new column), ties counted on the cell they follow. */
export function bigRoad(outcomes: readonly Pick<BaccaratOutcome, 'winner'>[]): { winner: Exclude<Winner, 'tie'>; ties: number }[][] {
  const columns: { winner: Exclude<Winner, 'tie'>; ties: number }[][] = [];
  let leadingTies = 0;
  for (const { winner } of outcomes) {
    const column = columns.at(-1);
    if (winner === 'tie') {
      const cell = column?.at(-1);
      if (cell) cell.ties += 1;
      else leadingTies += 1;
      continue;
    }
    if (column && column[0]!.winner === winner && column.length < ROWS) column.push({ winner, ties: 0 });
    else columns.push([{ winner, ties: leadingTies }]);
    leadingTies = 0;
  }
  return columns;
}

/** Baccarat's road: the bead plate (every round in order, six to a column) and the big road, with the counts in words. */
export function BaccaratRoad({ road }: { road: readonly RoadEntry[] }) {
  const { t } = useTranslation();
  const outcomes = baccaratOutcomes(road);
  const counts = { player: 0, banker: 0, tie: 0 };
  for (const o of outcomes) counts[o.winner] += 1;
  const beads = outcomes.slice(-ROWS * BEAD_COLUMNS);
  const columns = bigRoad(outcomes).slice(-BIG_ROAD_COLUMNS);
  return (
    <section className="play-card tbl-road" aria-labelledby="tbl-road">
      <h2 id="tbl-road" className="play-card__title">{t('play.tbl_road')}</h2>
      {outcomes.length === 0 ? <p className="play-note">{t('play.tbl_road_empty')}</p> : (
        <>
          <p className="play-note" data-testid="table-road-counts">{t('play.tbl_road_counts', counts)}</p>
          <svg className="tbl-road__grid" viewBox={`0 0 ${BEAD_COLUMNS * CELL} ${ROWS * CELL}`} role="img" aria-label={t('play.tbl_bead_plate')} data-testid="bead-plate">
            <Grid columns={BEAD_COLUMNS} />
            {beads.map((o, i) => {
              const x = Math.floor(i / ROWS) * CELL + CELL / 2;
              const y = (i % ROWS) * CELL + CELL / 2;
              return (
                <g key={i} className={`tbl-bead tbl-bead--${o.winner}`}>
                  <circle cx={x} cy={y} r={CELL / 2 - 1.5} />
                  <text x={x} y={y + 4} textAnchor="middle">{t(`play.tbl_road_letter_${o.winner}`)}</text>
                  {o.playerPair && <circle className="tbl-bead__pair--player" cx={x - 6} cy={y + 6} r={2.5} />}
                  {o.bankerPair && <circle className="tbl-bead__pair--banker" cx={x + 6} cy={y - 6} r={2.5} />}
                </g>
              );
            })}
          </svg>
          <svg className="tbl-road__grid" viewBox={`0 0 ${BIG_ROAD_COLUMNS * CELL} ${ROWS * CELL}`} role="img" aria-label={t('play.tbl_big_road')} data-testid="big-road">
            <Grid columns={BIG_ROAD_COLUMNS} />
            {columns.flatMap((column, c) => column.map((cell, r) => {
              const x = c * CELL + CELL / 2;
              const y = r * CELL + CELL / 2;
              return (
                <g key={`${c}-${r}`} className={`tbl-ring tbl-ring--${cell.winner}`}>
                  <circle cx={x} cy={y} r={CELL / 2 - 3} />
                  {cell.ties > 0 && <line x1={x - 6} y1={y + 6} x2={x + 6} y2={y - 6} className="tbl-ring__tie" />}
                  {cell.ties > 1 && <text x={x} y={y + 4} textAnchor="middle">{cell.ties}</text>}
                </g>
              );
            }))}
          </svg>
        </>
      )}
    </section>
  );
}

function Grid({ columns }: { columns: number }) {
  return (
    <g className="tbl-road__lines">
      {Array.from({ length: columns + 1 }, (_, i) => <line key={`c${i}`} x1={i * CELL} y1={0} x2={i * CELL} y2={ROWS * CELL} />)}
      {Array.from({ length: ROWS + 1 }, (_, i) => <line key={`r${i}`} x1={0} y1={i * CELL} x2={columns * CELL} y2={i * CELL} />)}
    </g>
  );
}

/** Roulette's road: the last numbers, newest first, each in its colour. */
export function RouletteRoad({ road, limit = 24 }: { road: readonly RoadEntry[]; limit?: number }) {
  const { t } = useTranslation();
  const numbers = road.flatMap((e) => (e.outcome.engine === 'roulette' ? [{ roundNo: e.roundNo, n: e.outcome.number }] : [])).slice(-limit).reverse();
  return (
    <section className="play-card tbl-road" aria-labelledby="tbl-road">
      <h2 id="tbl-road" className="play-card__title">{t('play.tbl_last_numbers')}</h2>
      {numbers.length === 0 ? <p className="play-note">{t('play.tbl_road_empty')}</p> : (
        <ol className="tbl-numbers" data-testid="roulette-road">
          {numbers.map(({ roundNo, n }) => (
            <li key={roundNo} className={`tbl-ball tbl-ball--${colourOf(n)}`} aria-label={t('play.tbl_number_result', { n, colour: t(`play.tbl_colour_${colourOf(n)}`) })}>{n}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

type OtherOutcome = Exclude<TableOutcome, { engine: 'baccarat' | 'roulette' }>;

/** A dragon tiger, sic bo or xóc đĩa result as one mark: its class (the colour) and its short text. */
function useMark(): (o: OtherOutcome) => { tone: string; text: string; label: string } {
  const { t } = useTranslation();
  return (o) => {
    if (o.engine === 'dragon-tiger') {
      return {
        tone: o.winner === 'tie' ? 'tie' : o.winner === 'dragon' ? 'banker' : 'player',
        text: t(o.winner === 'tie' ? 'play.tbl_road_tie_mark' : `play.tbl_road_${o.winner}`),
        label: t(`play.tbl_winner_dragon-tiger_${o.winner}`),
      };
    }
    if (o.engine === 'sic-bo') {
      const triple = o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2];
      const side = triple ? t('play.tbl_dice_triple') : t(o.total >= 11 ? 'play.tbl_dice_big' : 'play.tbl_dice_small');
      return { tone: triple ? 'tie' : o.total >= 11 ? 'banker' : 'player', text: String(o.total), label: `${t('play.tbl_dice_result', { dice: o.dice.join(' '), total: o.total })} · ${side}` };
    }
    return {
      tone: o.reds % 2 === 0 ? 'banker' : 'player',
      text: String(o.reds),
      label: `${t('play.tbl_coins_result', { reds: o.reds, whites: 4 - o.reds })} · ${t(o.reds % 2 === 0 ? 'play.tbl_coins_even' : 'play.tbl_coins_odd')}`,
    };
  };
}

/** The road of a dragon tiger, sic bo or xóc đĩa table: the counts in words and the last results, newest first. */
export function MarksRoad({ road, limit = 36 }: { road: readonly RoadEntry[]; limit?: number }) {
  const { t } = useTranslation();
  const mark = useMark();
  const outcomes = road.flatMap((e) => (e.outcome.engine !== 'baccarat' && e.outcome.engine !== 'roulette' ? [{ roundNo: e.roundNo, o: e.outcome }] : []));
  const counts = (() => {
    const first = outcomes[0]?.o;
    if (!first) return null;
    if (first.engine === 'dragon-tiger') {
      const c = { dragon: 0, tiger: 0, tie: 0 };
      for (const { o } of outcomes) if (o.engine === 'dragon-tiger') c[o.winner] += 1;
      return t('play.tbl_road_counts_dragon_tiger', c);
    }
    if (first.engine === 'sic-bo') {
      const c = { big: 0, small: 0, triple: 0 };
      for (const { o } of outcomes) if (o.engine === 'sic-bo') c[o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2] ? 'triple' : o.total >= 11 ? 'big' : 'small'] += 1;
      return t('play.tbl_road_counts_sic_bo', c);
    }
    const c = { even: 0, odd: 0 };
    for (const { o } of outcomes) if (o.engine === 'xoc-dia') c[o.reds % 2 === 0 ? 'even' : 'odd'] += 1;
    return t('play.tbl_road_counts_xoc_dia', c);
  })();
  const shown = outcomes.slice(-limit).reverse();
  return (
    <section className="play-card tbl-road" aria-labelledby="tbl-road">
      <h2 id="tbl-road" className="play-card__title">{t('play.tbl_road')}</h2>
      {shown.length === 0 ? <p className="play-note">{t('play.tbl_road_empty')}</p> : (
        <>
          <p className="play-note" data-testid="table-road-counts">{counts}</p>
          <ol className="tbl-numbers" data-testid="table-road">
            {shown.map(({ roundNo, o }) => {
              const m = mark(o);
              return <li key={roundNo} className={`tbl-bead-mark tbl-bead-mark--${m.tone}`} aria-label={m.label}>{m.text}</li>;
            })}
          </ol>
        </>
      )}
    </section>
  );
}

/** A compact road for a table in a lobby: the last results as small marks. */
export function MiniRoad({ road }: { road: readonly RoadEntry[] }) {
  const { t } = useTranslation();
  const mark = useMark();
  return (
    <ol className="tbl-mini-road" aria-label={t('play.tbl_road')}>
      {road.map((e) => {
        const o = e.outcome;
        if (o.engine === 'roulette') return <li key={e.roundNo} className={`tbl-ball tbl-ball--small tbl-ball--${colourOf(o.number)}`}>{o.number}</li>;
        if (o.engine === 'baccarat') return <li key={e.roundNo} className={`tbl-bead-mark tbl-bead-mark--${o.winner}`}>{t(`play.tbl_road_letter_${o.winner}`)}</li>;
        const m = mark(o);
        return <li key={e.roundNo} className={`tbl-bead-mark tbl-bead-mark--${m.tone}`} aria-label={m.label}>{m.text}</li>;
      })}
    </ol>
  );
}
