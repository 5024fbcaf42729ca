import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reelGameOf } from '../../../../contract/reel-games';
import { windowAt } from '../../../../contract/reels';
import type { SpinValue } from '../../../../contract/play';
import { ApiError } from '../../../api/errors';
import { usePlayState } from '../api/state';
import { useSpin } from '../api/spin';
import { PlayUnavailable, usePlayScreen } from '../hooks/use-play-screen';
import { FairnessPanel } from './fairness-panel';
import { PlayTop } from './play-top';
import { Paytable } from './paytable';
import { ReelGrid } from './reel-grid';
import { SpinResult } from './spin-result';
import './play.css';
import '../i18n-bundle';

/** A spin's id, kept until its answer arrives: a retry after a lost reply sends it again and is not played twice. */
const newSpinId = () => crypto.randomUUID();

/**
 * /m/play: an in-house slot (docs/decisions/0065). Everything shown comes
 * from the server's answers (balance, bets, free spins, the seed hash); the
 * screen only chooses the bet and asks for spins.
 */
export default function PlayPage() {
  const screen = usePlayScreen(usePlayState);
  const { t } = useTranslation();
  const { formats, language, errorText } = screen;
  const spin = useSpin(screen.ticket ?? '', language);
  const [bet, setBet] = useState<number | null>(null);
  const [last, setLast] = useState<SpinValue | null>(null);
  const pendingId = useRef<string | null>(null);

  if (!screen.ready) return screen.fallback;
  const { ticket, value } = screen;
  const game = reelGameOf(value.reelSet);
  if (!game) return <PlayUnavailable />;
  const chosenBet = bet ?? value.bets[0] ?? 0;
  const free = value.freeSpins;
  const shownWindow = last?.round.window ?? windowAt(game, game.strips.map(() => 0));
  const shownLines = last ? last.round.lineWins.map((w) => ({ line: w.line, rows: game.lines[w.line]! })) : [];

  const onSpin = () => {
    pendingId.current ??= newSpinId();
    spin.mutate({ bet: chosenBet, spinId: pendingId.current }, {
      onSuccess: (result) => { pendingId.current = null; setLast(result); },
      // a refusal (balance, bet) was not played: the next press is a new spin; a lost reply keeps its id
      onError: (error) => { if (error instanceof ApiError && error.errorCode !== null) pendingId.current = null; },
    });
  };

  return (
    <div className="play-page">
      <PlayTop gameName={value.gameName} balance={value.balance} />
      {free && <p className="play-free" role="status">{t('play.free_spins_left', { count: free.remaining, bet: formats.money(free.bet) })}</p>}
      <ReelGrid window={shownWindow} artStyle={value.artStyle} lines={shownLines} spinning={spin.isPending} />
      <SpinResult last={last} multiplier={game.freeSpinMultiplier} />
      {spin.error && <p className="play-error" role="alert">{errorText(spin.error)}</p>}
      <div className="play-controls">
        <label className="play-bet">
          <span>{t('play.bet')}</span>
          <select className="play-input" value={chosenBet} disabled={free !== null || spin.isPending} onChange={(e) => setBet(Number(e.target.value))}>
            {value.bets.map((b) => <option key={b} value={b}>{formats.money(b)}</option>)}
          </select>
        </label>
        <button type="button" className="play-spin" onClick={onSpin} disabled={spin.isPending}>
          {spin.isPending ? t('play.spinning') : free ? t('play.free_spin') : t('play.spin')}
        </button>
      </div>
      <Paytable game={game} artStyle={value.artStyle} />
      <FairnessPanel ticket={ticket} seed={value.seed} reelSet={value.reelSet} artStyle={value.artStyle} busy={spin.isPending || free !== null} />
    </div>
  );
}
