import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import type { LotteryGame } from '../../../../contract';
import { lotteryGamesQuery } from '../../../api/games/later-lists';
import { useImageUrl } from '../../../api/system/image-url';
import { useWireLanguage } from '../../../i18n/use-language';
import { GameIcon } from '../../../ui/game-icon';

const DAY_SECONDS = 86_400;

function LotteryList({ id, title, games, onLaunch }: { id: string; title: string; games: readonly LotteryGame[]; onLaunch: (game: LotteryGame) => void }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  if (games.length === 0) return null;
  return (
    <section className="lottery-games" aria-labelledby={id}>
      <h2 id={id} className="section-title">{title}</h2>
      <ul className="lottery-games__list">
        {games.map((game) => (
          <li key={game.gameCode}>
            <button type="button" className="lottery-games__item" onClick={() => onLaunch(game)}>
              <GameIcon className="lottery-games__icon" src={imageUrl(game.iconUrl)} />
              <span className="lottery-games__name">{game.gameName}</span>
              <span className="lottery-games__draw">
                {game.drawIntervalSeconds >= DAY_SECONDS
                  ? t('games.lottery_daily')
                  : t('games.lottery_every', { count: Math.max(1, Math.round(game.drawIntervalSeconds / 60)) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The lottery screens' games (/m/lott LOTT, /m/elott ELOTT): the popular ones
 * from /lgw/games/popular, then every one from /lgw/games/mobile, each of the
 * screen's prize mode; a tap launches the game. Nothing while a list is
 * missing or has none of this mode.
 */
export function LotteryGames({ prizeMode, onLaunch }: { prizeMode: 'LOTT' | 'ELOTT'; onLaunch: (game: LotteryGame) => void }) {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const popular = useQuery(lotteryGamesQuery(true, language)).data ?? [];
  const all = useQuery(lotteryGamesQuery(false, language)).data ?? [];
  const ofMode = (list: readonly LotteryGame[]) => list.filter((g) => g.prizeMode === prizeMode);
  return (
    <>
      {/* the traditional draw's results and number statistics (docs/decisions/0102) */}
      {prizeMode === 'LOTT' && <Link href={APP_PATHS.vnLottery} className="lottery-games__results">{t('titles.vnLottery')}</Link>}
      <LotteryList id="lottery-popular-title" title={t('games.lottery_popular')} games={ofMode(popular)} onLaunch={onLaunch} />
      <LotteryList id="lottery-all-title" title={t('games.lottery_all')} games={ofMode(all)} onLaunch={onLaunch} />
    </>
  );
}
