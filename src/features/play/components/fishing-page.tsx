import { useRef, useState, type PointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FishingState, ShotPayload, ShotValue } from '../../../../contract/fishing-play';
import { ApiError } from '../../../api/errors';
import { useOnline } from '../../../platform/online-status';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { fetchShot, useFishingState, useTakeShot } from '../api/fishing';
import { playKeys } from '../api/keys';
import { usePageHidden } from '../hooks/use-page-hidden';
import { type PlayScreen, usePlayScreen } from '../hooks/use-play-screen';
import { useSeaLoop } from '../hooks/use-sea-loop';
import type { Fish } from '../model/fishing-sea';
import { FairnessPanel } from './fairness-panel';
import { FishTable } from './fish-table';
import { PlayTop } from './play-top';
import './play.css';
import './fishing.css';
import '../i18n-bundle';

/** The cannon's reload: four shots a second at most (the server allows ten, docs/decisions/0074). */
const RELOAD_MS = 250;
/** Shots waiting for their answers at once. */
const MAX_IN_FLIGHT = 4;
/** A lost reply is asked again with the same shot id (charged once) this many times. */
const RETRIES = 2;

type Notice = 'no_fish' | 'not_enough' | 'shot_lost';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The shot, asked again after a lost reply (a transport failure, never a refusal): the same id is never charged twice. */
async function sendShot(ask: ShotPayload): Promise<ShotValue> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchShot(ask);
    } catch (error) {
      const lostReply = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
      if (!lostReply || attempt >= RETRIES) throw error;
      await wait(400 * (attempt + 1));
    }
  }
}

/**
 * /m/play/fishing: the fishing arcade every FISH game opens
 * (docs/decisions/0074). The sea is a canvas animated outside React; a tap on
 * a fish (or the Fire button) fires at it, the bullet flies while the server
 * decides the shot, and the answer shows on the fish: caught, with what it
 * paid, or missed. The balance is the server's.
 */
export default function FishingPage() {
  const screen = usePlayScreen(useFishingState);
  if (!screen.ready) return screen.fallback;
  return <FishingGame screen={screen} />;
}

function FishingGame({ screen }: { screen: Extract<PlayScreen<FishingState>, { ready: true }> }) {
  const { t } = useTranslation();
  const { ticket, value, formats, language, errorText } = screen;
  const client = useQueryClient();
  const online = useOnline();
  const hidden = usePageHidden();
  const reducedMotion = usePrefersReducedMotion();
  const paused = !online || hidden;
  const canvas = useRef<HTMLCanvasElement>(null);
  const sea = useSeaLoop(canvas, value.palette, reducedMotion, paused);
  const take = useTakeShot(ticket, language);
  const [cannonIndex, setCannonIndex] = useState(0);
  const [last, setLast] = useState<ShotValue | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [inFlight, setInFlight] = useState(0);
  // what the frame loop and the handlers share without rendering: shots out, their stakes, the reload, the locked fish
  const flight = useRef({ count: 0, stakeCents: 0, lastShotAt: Number.NEGATIVE_INFINITY, target: null as number | null });
  const cannon = value.cannons[Math.min(cannonIndex, value.cannons.length - 1)] ?? 0;

  const shoot = (fish: Fish) => {
    const current = sea.current;
    const now = performance.now();
    if (!current || paused || now - flight.current.lastShotAt < RELOAD_MS || flight.current.count >= MAX_IN_FLIGHT) return;
    const cents = Math.round(cannon * 100);
    // the server refuses it too; asking first would only spend a shot's wait on a refusal
    if (cents > Math.round(value.balance * 100) - flight.current.stakeCents) {
      setNotice('not_enough');
      return;
    }
    const shotId = crypto.randomUUID();
    flight.current = { count: flight.current.count + 1, stakeCents: flight.current.stakeCents + cents, lastShotAt: now, target: fish.id };
    setInFlight(flight.current.count);
    setNotice(null);
    setError(null);
    current.fire(fish, shotId);
    void sendShot({ ticket, cannon, species: fish.species, fishId: fish.id, shotId })
      .then((answer) => {
        const text = `+${formats.money(answer.shot.win)}`;
        sea.current?.resolve(shotId, answer.shot.caught ? { caught: true, text } : { caught: false });
        take(answer);
        setLast(answer);
      }, (failure: unknown) => {
        sea.current?.resolve(shotId, { lost: true });
        setError(failure);
        // a reply lost for good: the shot may have counted, so the balance is read again (the betting record has it)
        if (failure instanceof ApiError && failure.kind !== 'business') {
          setNotice('shot_lost');
          void client.invalidateQueries({ queryKey: playKeys.fishing(ticket, language) });
        }
      })
      .finally(() => {
        flight.current = { ...flight.current, count: flight.current.count - 1, stakeCents: flight.current.stakeCents - cents };
        setInFlight(flight.current.count);
      });
  };

  const onSeaPointer = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = sea.current;
    if (!current) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const fish = current.fishAt(x, y);
    if (fish) shoot(fish);
    else current.aimAt(x, y);
  };

  const onFire = () => {
    const fish = sea.current?.pickTarget(flight.current.target) ?? null;
    if (fish) shoot(fish);
    else setNotice('no_fish');
  };

  const species = (name: ShotValue['shot']['species']) => t(`play.fish_species_${name}`);

  return (
    <div className="play-page fish-page">
      <PlayTop gameName={value.gameName} balance={value.balance} />
      <div className="fish-sea">
        <canvas
          ref={canvas} className="fish-sea__canvas" role="img" aria-label={t('play.fish_sea')} data-testid="fish-sea" onPointerDown={onSeaPointer}
        />
        {paused && (
          <div className="fish-sea__paused" role="status">
            <strong>{t('play.fish_sea_paused')}</strong>
            <span>{t(online ? 'play.fish_paused_hidden' : 'play.fish_paused_offline')}</span>
          </div>
        )}
      </div>
      <div className="fish-status" role="status" aria-live="polite" data-testid="fish-status">
        {notice ? (
          <p className={notice === 'shot_lost' ? 'play-error' : 'fish-status__note'}>{t(`play.fish_${notice}`)}</p>
        ) : last ? (
          last.shot.caught
            ? <p className="fish-status__win">{t('play.fish_caught', { fish: species(last.shot.species), multiplier: last.shot.multiplier, amount: formats.money(last.shot.win) })}</p>
            : <p className="fish-status__miss">{t('play.fish_missed', { fish: species(last.shot.species) })}</p>
        ) : null}
        {inFlight > 0 && <p className="fish-status__note">{t('play.fish_in_flight', { count: inFlight })}</p>}
      </div>
      {error !== null && notice !== 'shot_lost' && <p className="play-error" role="alert">{errorText(error)}</p>}
      <div className="fish-controls">
        <div className="fish-cannon" role="group" aria-labelledby="fish-cannon-label">
          <span id="fish-cannon-label" className="fish-cannon__label">{t('play.fish_cannon')}</span>
          <div className="fish-cannon__row">
            <button
              type="button" className="fish-cannon__step" aria-label={t('play.fish_cannon_less')} disabled={cannonIndex === 0}
              onClick={() => setCannonIndex((i) => Math.max(0, i - 1))}
            >
              −
            </button>
            <output className="fish-cannon__value" data-testid="fish-cannon">{formats.money(cannon)}</output>
            <button
              type="button" className="fish-cannon__step" aria-label={t('play.fish_cannon_more')} disabled={cannonIndex >= value.cannons.length - 1}
              onClick={() => setCannonIndex((i) => Math.min(value.cannons.length - 1, i + 1))}
            >
              +
            </button>
          </div>
        </div>
        <button type="button" className="play-spin fish-fire" onClick={onFire} disabled={paused}>{t('play.fish_fire')}</button>
      </div>
      <FishTable rtp={value.rtp} />
      <FairnessPanel ticket={ticket} seed={value.seed} busy={inFlight > 0} />
    </div>
  );
}
