import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { tableSpotWords, type LiveEngine, type TableRound, type TableState } from '../../../../contract/live-tables';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { appPath } from '../../../config/paths';
import { useWireLanguage } from '../../../i18n/use-language';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { useErrorText } from '../../../ui/error-text';
import { usePlaceBets, type Timed } from '../api/tables';
import { addChip, tablePhase, toCents, totalCents, type TablePhase } from '../model/table-phase';

/** The server's clock as the screen estimates it from its last answer, moved on four times a second. */
export function useServerClock(value: Timed<{ serverNow: number }>): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  // an answer newer than the last tick counts from its own arrival
  return value.serverNow + Math.max(0, local - value.receivedAt);
}

/**
 * Whether the deal (or spin) of a settled round has been shown: it plays
 * for `revealMs` from the moment the screen first sees the round settled
 * (on the server's clock as estimated), at once with reduced motion or when
 * the round was settled long before the screen opened.
 */
export function useRevealDone(round: TableRound | null, revealMs: number, now: number): boolean {
  const reduced = usePrefersReducedMotion();
  const [seen, setSeen] = useState<{ id: number; at: number } | null>(null);
  const settledId = round?.phase === 'settled' ? round.roundId : null;
  // remembered while rendering (React's pattern for state derived from a change), not in an effect
  if (settledId !== null && seen?.id !== settledId) setSeen({ id: settledId, at: now });
  if (!round || round.phase !== 'settled') return false;
  if (reduced || now - round.closesAt > revealMs + 2_000) return true;
  return seen?.id === round.roundId && now - seen.at >= revealMs;
}

/** A chip's face: short (5K, 1M); its name for screen readers is the amount in the money format. */
export function chipFace(amount: number): string {
  if (amount >= 1_000_000 && amount % 100_000 === 0) return `${amount / 1_000_000}M`;
  if (amount >= 1_000 && amount % 100 === 0) return `${amount / 1_000}K`;
  return String(amount);
}

/** A spot's words on any table (contract/live-tables.ts `tableSpotWords`). */
export function useSpotLabel(): (spot: string) => string {
  const { t } = useTranslation();
  return (spot) => {
    const words = tableSpotWords(spot);
    return t(`play.${words.key}` as 'play.tbl_spot_total', words.values as { n: string });
  };
}

export interface TablePlay {
  now: number;
  phase: TablePhase;
  canBet: boolean;
  chip: number;
  setChip: (amount: number) => void;
  /** Chips placed on the screen, not yet sent (cents per spot). */
  pending: ReadonlyMap<string, number>;
  /** Chips the server took on this round (cents per spot). */
  placed: ReadonlyMap<string, number>;
  place: (spot: string) => void;
  clear: () => void;
  confirm: () => void;
  busy: boolean;
  error: unknown;
  revealDone: boolean;
}

/**
 * One table's play on the screen: the countdown, the chosen chip, the chips
 * placed but not yet confirmed (dropped when the round changes), and their
 * confirmation, whose request id is kept until an answer comes.
 */
export function useTablePlay(ticket: string, value: Timed<TableState>, revealMs: number): TablePlay {
  const language = useWireLanguage();
  const now = useServerClock(value);
  const round = value.round;
  const revealDone = useRevealDone(round, revealMs, now);
  const phase = tablePhase(round, now, revealDone);
  const [chip, setChip] = useState(value.chips[0] ?? 0);
  const [pending, setPending] = useState<{ roundId: number | null; chips: Map<string, number> }>({ roundId: null, chips: new Map() });
  const requestId = useRef<string | null>(null);
  const placeBets = usePlaceBets(ticket, language);
  const roundId = round?.roundId ?? null;
  const chips = pending.roundId === roundId ? pending.chips : new Map<string, number>();
  const canBet = phase.kind === 'betting';

  const place = (spot: string) => {
    if (!canBet || roundId === null) return;
    setPending({ roundId, chips: addChip(chips, spot, toCents(chip)) });
  };
  const clear = () => setPending({ roundId, chips: new Map() });
  const confirm = () => {
    if (roundId === null || chips.size === 0) return;
    requestId.current ??= crypto.randomUUID();
    const bets = [...chips].map(([spot, cents]) => ({ spot, amount: cents / 100 }));
    placeBets.mutate({ roundId, requestId: requestId.current, bets }, {
      onSuccess: () => {
        requestId.current = null;
        setPending({ roundId, chips: new Map() });
      },
      // a refusal staked nothing: the next confirmation is a new request; a lost reply keeps its id
      onError: (e) => { if (e instanceof ApiError && e.errorCode !== null) requestId.current = null; },
    });
  };
  const placed = new Map(value.myBets.map((b) => [b.spot, toCents(b.amount)]));
  return {
    now, phase, canBet, chip, setChip, pending: chips, placed, place, clear, confirm, busy: placeBets.isPending,
    error: placeBets.error && placeBets.variables?.roundId === roundId ? placeBets.error : null, revealDone,
  };
}

/** The countdown ring: how much of the betting window is left, and the seconds. */
export function TableTimer({ phase }: { phase: TablePhase }) {
  const { t } = useTranslation();
  const fraction = phase.kind === 'betting' ? phase.fraction : 0;
  const seconds = phase.kind === 'betting' ? phase.seconds : 0;
  const circumference = 2 * Math.PI * 20;
  return (
    <div className={`tbl-timer${phase.kind === 'betting' && phase.seconds <= 3 ? ' tbl-timer--late' : ''}`} role="timer" aria-label={t('play.tbl_timer')} data-testid="table-timer" data-seconds={seconds}>
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" className="tbl-timer__track" />
        <circle cx="24" cy="24" r="20" className="tbl-timer__left" strokeDasharray={`${circumference * fraction} ${circumference}`} transform="rotate(-90 24 24)" />
      </svg>
      <span>{phase.kind === 'betting' ? seconds : '–'}</span>
    </div>
  );
}

/** The phase in words: the round's number, the window or the deal; the member's result once it is shown. */
export function TableStatus({ engine, phase, value }: { engine: LiveEngine; phase: TablePhase; value: TableState }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const round = value.round;
  let text: string;
  if (phase.kind === 'opening') text = t('play.tbl_opening');
  else if (phase.kind === 'betting') text = t('play.tbl_betting', { seconds: phase.seconds });
  else if (phase.kind === 'closing') text = t('play.tbl_closing');
  else if (phase.kind === 'revealing') text = t(engine === 'baccarat' || engine === 'dragon-tiger' ? 'play.tbl_dealing' : engine === 'roulette' ? 'play.tbl_spinning' : 'play.tbl_shaking');
  else text = t('play.tbl_next_round', { seconds: phase.nextIn });
  const settled = phase.kind === 'result' && value.myPayout !== null;
  return (
    <div className="tbl-status">
      <p className="tbl-status__round">{round ? t('play.tbl_round_no', { n: round.roundNo }) : ''}</p>
      <p className="tbl-status__phase" data-testid="table-phase" data-phase={phase.kind}>{text}</p>
      <p role="status" aria-live="polite" className={`tbl-status__result${settled && value.myPayout! > 0 ? ' tbl-status__result--win' : ''}`} data-testid="table-result">
        {settled && t(value.myPayout! > 0 ? 'play.tbl_result_paid' : 'play.tbl_result_lost', { payout: formats.money(value.myPayout!), stake: formats.money(value.myStake) })}
      </p>
    </div>
  );
}

const CHIP_COLOURS = ['#1d6b45', '#2b4f86', '#8a2330', '#4a2b86', '#7a5a0c'];

/** The chips (one radio group), their faces short; the chosen one in full below. */
export function TableChips({ chips, chosen, onChoose }: { chips: number[]; chosen: number; onChoose: (amount: number) => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <fieldset className="tbl-chips">
      <legend className="tbl-chips__legend">{t('play.tbl_chips')}: <strong>{formats.money(chosen)}</strong></legend>
      {chips.map((amount, i) => (
        <label key={amount} className="tbl-chip" style={{ '--chip': CHIP_COLOURS[i % CHIP_COLOURS.length] } as React.CSSProperties}>
          <input type="radio" name="tbl-chip" value={amount} checked={amount === chosen} onChange={() => onChoose(amount)} />
          <span aria-hidden="true">{chipFace(amount)}</span>
          <span className="visually-hidden">{t('play.tbl_chip', { amount: formats.money(amount) })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Clear and confirm the chips placed on the screen; the error of a refused confirmation. */
export function BetBar({ play }: { play: TablePlay }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const pendingCents = totalCents(play.pending);
  const placedCents = totalCents(play.placed);
  return (
    <div className="tbl-betbar">
      <p className="tbl-betbar__sums">
        <span data-testid="table-pending">{t('play.tbl_pending', { amount: formats.money(pendingCents / 100) })}</span>
        <span data-testid="table-placed">{t('play.tbl_placed', { amount: formats.money(placedCents / 100) })}</span>
      </p>
      <div className="tbl-betbar__buttons">
        <button type="button" className="play-button play-button--ghost" disabled={pendingCents === 0 || play.busy} onClick={play.clear}>{t('play.tbl_clear')}</button>
        <button type="button" className="play-button" disabled={pendingCents === 0 || play.busy || !play.canBet} onClick={play.confirm}>{t('play.tbl_confirm')}</button>
      </div>
      {play.error ? <p className="play-error" role="alert">{errorText(play.error)}</p> : null}
    </div>
  );
}

/** The member's chips on the round, confirmed, in words. */
export function MyBets({ placed }: { placed: ReadonlyMap<string, number> }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const label = useSpotLabel();
  return (
    <section className="play-card" aria-labelledby="tbl-my-bets">
      <h2 id="tbl-my-bets" className="play-card__title">{t('play.tbl_my_bets')}</h2>
      {placed.size === 0 ? <p className="play-note">{t('play.tbl_no_bets')}</p> : (
        <ul className="tbl-my-bets" data-testid="table-my-bets">
          {[...placed].map(([spot, cents]) => <li key={spot}>{t('play.tbl_my_bet_line', { spot: label(spot), amount: formats.money(cents / 100) })}</li>)}
        </ul>
      )}
    </section>
  );
}

/** The round's seed hash (shown from its opening), its revealed seed once settled, with the link that recomputes it. */
export function TableFairness({ engine, round }: { engine: LiveEngine; round: TableRound | null }) {
  const { t } = useTranslation();
  if (!round) return null;
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  return (
    <section className="play-card" aria-labelledby="tbl-fairness">
      <h2 id="tbl-fairness" className="play-card__title">{t('play.tbl_fairness')}</h2>
      <p className="play-note">{t('play.tbl_fairness_intro')}</p>
      <dl className="play-facts">
        <div><dt>{t('play.tbl_round_hash', { n: round.roundNo })}</dt><dd className="play-mono" data-testid="table-seed-hash">{serverSeedHash}</dd></div>
        <div><dt>{t('play.client_seed')}</dt><dd className="play-mono">{clientSeed}</dd></div>
        {serverSeed && <div><dt>{t('play.server_seed')}</dt><dd className="play-mono" data-testid="table-seed">{serverSeed}</dd></div>}
      </dl>
      {serverSeed && (
        <Link className="play-link" href={appPath('playVerify', { engine, serverSeed, serverSeedHash, clientSeed, nonce })}>
          {t('play.tbl_verify_round', { n: round.roundNo })}
        </Link>
      )}
    </section>
  );
}

/** The rules, folded. */
export function TableRules({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="play-card bj-rules">
      <summary className="play-card__title">{t('play.tbl_rules')}</summary>
      {children}
    </details>
  );
}

/** The dealer's vest, a colour per game. */
const VEST: Record<LiveEngine, readonly [string, string]> = {
  baccarat: ['#7a1020', '#3d0810'], roulette: ['#15345e', '#0b1a30'], 'dragon-tiger': ['#7a4a0c', '#3a2205'],
  'sic-bo': ['#0f5a4a', '#062b23'], 'xoc-dia': ['#5a1a6b', '#2a0a33'],
};

/**
 * The dealer, drawn (never streamed): a croupier behind the table's edge,
 * in the table's colours. Decorative: the table's name says what it is.
 */
export function Dealer({ engine, busy }: { engine: LiveEngine; busy: boolean }) {
  return (
    <svg className={`tbl-dealer${busy ? ' tbl-dealer--busy' : ''}`} viewBox="0 0 200 120" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`tbl-vest-${engine}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={VEST[engine][0]} />
          <stop offset="1" stopColor={VEST[engine][1]} />
        </linearGradient>
      </defs>
      {/* shoulders and vest */}
      <path d="M52 120 C56 86 74 76 100 76 C126 76 144 86 148 120 Z" fill={`url(#tbl-vest-${engine})`} />
      <path d="M88 78 L100 106 L112 78 Z" fill="#f4f1ea" />
      <path d="M94 84 L100 90 L106 84 L106 92 L100 88 L94 92 Z" fill="#111" />
      {/* arms toward the table */}
      <path className="tbl-dealer__arm" d="M60 104 C48 110 44 116 46 120 L70 120 Z" fill={`url(#tbl-vest-${engine})`} />
      <path className="tbl-dealer__arm tbl-dealer__arm--right" d="M140 104 C152 110 156 116 154 120 L130 120 Z" fill={`url(#tbl-vest-${engine})`} />
      {/* neck, head, hair */}
      <rect x="92" y="62" width="16" height="16" rx="6" fill="#d9a77c" />
      <ellipse cx="100" cy="46" rx="20" ry="23" fill="#e8b88f" />
      <path d="M79 44 C78 22 92 16 102 17 C116 18 124 28 121 46 C117 34 108 30 96 31 C88 32 82 37 79 44 Z" fill="#1d1410" />
      <path d="M79 44 C76 58 80 70 86 74 C82 62 82 52 84 44 Z" fill="#1d1410" />
      <ellipse cx="92" cy="48" rx="2" ry="2.4" fill="#2a1a12" />
      <ellipse cx="108" cy="48" rx="2" ry="2.4" fill="#2a1a12" />
      <path d="M94 59 C98 62 102 62 106 59" stroke="#a0533f" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
