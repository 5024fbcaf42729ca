import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { reelGameOf } from '../../../../contract/reel-games';
import { windowAt } from '../../../../contract/reels';
import type { SpinValue } from '../../../../contract/play';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { useWireLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../ui/error-text';
import { Spinner } from '../../../ui/spinner';
import { usePlayState } from '../api/state';
import { useSpin } from '../api/spin';
import { takeTicket } from '../model/ticket';
import { FairnessPanel } from './fairness-panel';
import { Paytable } from './paytable';
import { ReelGrid } from './reel-grid';
import { SpinResult } from './spin-result';
import './play.css';
import '../i18n-bundle';
import { RetryPanel } from '../../../ui/retry-panel';

/** A spin's id, kept until its answer arrives: a retry after a lost reply sends it again and is not played twice. */
const newSpinId = () => crypto.randomUUID();

/**
 * /m/play: an in-house slot (docs/decisions/0065). Everything shown comes
 * from the server's answers (balance, bets, free spins, the seed hash); the
 * screen only chooses the bet and asks for spins.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = useWireLanguage();
  const errorText = useErrorText();
  const [{ ticket, cleanSearch }] = useState(() => takeTicket(window.location.search));
  useEffect(() => {
    // the ticket leaves the address bar at once (it is kept for this tab)
    if (cleanSearch !== null) window.history.replaceState(window.history.state, '', `${window.location.pathname}?${cleanSearch}`);
  }, [cleanSearch]);

  const state = usePlayState(ticket);
  const spin = useSpin(ticket ?? '', language);
  const [bet, setBet] = useState<number | null>(null);
  const [last, setLast] = useState<SpinValue | null>(null);
  const pendingId = useRef<string | null>(null);

  if (!ticket) return <p className="play-error play-page" role="alert">{t('play.ticket_missing')}</p>;
  if (state.isPending) return <Spinner label={t('common.loading')} />;
  // a failed load says why and offers a retry (the shared panel), never a dead end
  if (state.isError) return <div className="play-page"><RetryPanel error={state.error} onRetry={() => void state.refetch()} /></div>;

  const value = state.data;
  const game = reelGameOf(value.reelSet);
  if (!game) return <p className="play-error play-page" role="alert">{t('play.ticket_missing')}</p>;
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
      <header className="play-top">
        <Link href={APP_PATHS.home} className="play-link">{t('play.back_to_lobby')}</Link>
        <h1 className="play-title">{value.gameName}</h1>
      </header>
      <p className="play-balance">
        <span>{t('play.balance')}</span>
        <strong role="status" aria-label={t('play.balance')} data-testid="play-balance">{formats.money(value.balance)}</strong>
      </p>
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
