import { homeBannersQuery } from '../../../api/announcements/announcements';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { jackpotGamesQuery, winnersQuery } from '../../../api/games/queries';
import { useWireLanguage } from '../../../i18n/use-language';
import { useGameLaunch } from '../hooks/use-game-launch';
import { HOME_ACTIVITY_COUNT, JACKPOT_LIST_SIZE } from '../../../config/constants';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { useFormats } from '../../../api/system/use-formats';
import { byWinAmount, decorDelayMs, jackpotDelayMs, nextJackpot, runCounter, startDecor, startJackpot, stepDecor } from '../model/counters';
import { HomeGameTile } from './home-game-tile';
import { APP_PATHS, appPath } from '../../../config/paths';

function Activities() {
  const { t } = useTranslation();
  const announcements = useQuery(homeBannersQuery(useWireLanguage()));
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const promotions = (announcements.data?.promotion ?? []).slice(0, HOME_ACTIVITY_COUNT);
  return (
    <section className="home-activities" aria-labelledby="home-activities-title">
      <div className="home-section-head">
        <h2 id="home-activities-title" className="section-title">
          {t('games.activities')}
        </h2>
        <Link href={APP_PATHS.activity}>{t('games.more')}</Link>
      </div>
      {announcements.isError && !announcements.data ? (
        <RetryPanel error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : promotions.length === 0 ? (
        <p className="empty-state">{announcements.isPending ? t('common.loading') : t('games.no_activities')}</p>
      ) : (
        <ul className="home-activities__list">
          {promotions.map((p) => {
            const cover = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
            return (
              <li key={p.id}>
                <Link href={appPath('activity', { id: p.id })} className="home-activity">
                  {cover && !broken.has(p.id) && (
                    <img src={cover.url} alt="" width={690} height={230} loading="lazy" decoding="async" onError={() => setBroken((b) => new Set(b).add(p.id))} />
                  )}
                  <span className="home-activity__title">{p.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function useTicking<T>(start: () => T, next: (value: T) => T, delay: () => number, enabled: boolean): T {
  const [value, setValue] = useState(start);
  // a pause (reduced motion switched on and off) resumes from the value shown
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => (enabled ? runCounter(latest.current, next, delay, setValue) : undefined), [enabled, next, delay]);
  return value;
}

/** Its own component: the counter ticks often and nothing else should re-render with it. */
function JackpotAmount() {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const amount = useTicking(startJackpot, nextJackpot, jackpotDelayMs, !reduced);
  const formats = useFormats();
  return (
    <p className="home-jackpot__amount" aria-label={t('games.jackpot_amount')}>
      {formats.moneyExact(amount)}
    </p>
  );
}

function Jackpot() {
  const { t } = useTranslation();
  const games = useQuery(jackpotGamesQuery(useWireLanguage()));
  const { launch, pending, dialog } = useGameLaunch();
  return (
    <section className="home-jackpot" aria-labelledby="home-jackpot-title">
      <h2 id="home-jackpot-title" className="home-jackpot__title">
        {t('games.jackpot')}
      </h2>
      <JackpotAmount />
      {games.isError ? (
        <RetryPanel error={games.error} onRetry={() => void games.refetch()} />
      ) : games.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <ul className="home-jackpot__games" aria-label={t('games.jackpot_games')}>
          {games.data.games.slice(0, JACKPOT_LIST_SIZE).map((g) => (
            <HomeGameTile key={g.nodeId} game={g} onLaunch={(x) => void launch(x)} busy={pending === g.nodeId} />
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}

function DecorCounter() {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const value = useTicking(startDecor, stepDecor, decorDelayMs, !reduced);
  const formats = useFormats();
  return (
    <section className="home-decor" aria-labelledby="home-decor-title">
      <h2 id="home-decor-title" className="home-decor__label">
        {t('games.total_paid')}
      </h2>
      <p className="home-decor__value">{formats.whole(value)}</p>
    </section>
  );
}

function Winners() {
  const { t } = useTranslation();
  const winners = useQuery(winnersQuery(useWireLanguage()));
  const formats = useFormats();
  return (
    <section className="home-winners" aria-labelledby="home-winners-title">
      <h2 id="home-winners-title" className="section-title">
        {t('games.winners')}
      </h2>
      {winners.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : winners.isError ? (
        <RetryPanel error={winners.error} onRetry={() => void winners.refetch()} />
      ) : winners.data.length === 0 ? (
        <p className="empty-state">{t('games.no_winners')}</p>
      ) : (
        <ol className="home-winners__list">
          {byWinAmount(winners.data).map((w, i) => (
            <li key={`${w.vo.userName}-${w.game.nodeId}-${i}`} className="home-winner">
              <img src={w.game.iconUrl} alt="" width={64} height={64} loading="lazy" decoding="async" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
              <span className="home-winner__who">
                <span className="home-winner__name">{w.vo.userName}</span>
                <span className="home-winner__game">{w.game.gameName}</span>
              </span>
              <span className="home-winner__amount">{formats.money(w.vo.winAmount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The home blocks below the fold: activities, jackpot, decorative counter, winners. */
export default function LobbyExtras() {
  return (
    <>
      <Activities />
      <Jackpot />
      <DecorCounter />
      <Winners />
    </>
  );
}
