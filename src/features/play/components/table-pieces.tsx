import type { Coin } from '../../../../contract/xoc-dia';

/** Where a die face's pips sit, on a 3 × 3 grid (0 top left … 8 bottom right). */
const PIPS: Record<number, readonly number[]> = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die, drawn: ivory with red pips for one and four, black otherwise, as Asian dice are. Decorative: its table names the throw. */
export function Die({ face }: { face: number }) {
  const red = face === 1 || face === 4;
  return (
    <svg className="tbl-die" viewBox="0 0 60 60" aria-hidden="true" focusable="false" data-face={face}>
      <rect x="3" y="3" width="54" height="54" rx="11" className="tbl-die__body" />
      {(PIPS[face] ?? []).map((cell) => (
        <circle key={cell} cx={15 + (cell % 3) * 15} cy={15 + Math.floor(cell / 3) * 15} r={face === 1 ? 8 : 5.5} fill={red ? '#c8102e' : '#1a1a1a'} />
      ))}
    </svg>
  );
}

/** A xóc đĩa coin, its red or white face up. Decorative: its table names the throw. */
export function CoinFace({ coin }: { coin: Coin }) {
  return (
    <svg className={`tbl-coin tbl-coin--${coin}`} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-coin={coin}>
      <circle cx="20" cy="20" r="18" className="tbl-coin__rim" />
      <circle cx="20" cy="20" r="13" className="tbl-coin__face" />
      <rect x="16" y="16" width="8" height="8" className="tbl-coin__hole" />
    </svg>
  );
}
