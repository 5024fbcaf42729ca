import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '../../../api/errors';
import { vendorMaintenanceValueSchema, type Game, type GameType } from '../../../../contract';
import { useTranslation } from 'react-i18next';
import { TOAST_MS, TRIAL_MEMBER_TYPE } from '../../../config/constants';
import { fetchLaunchUrl, type LaunchTarget } from '../../../api/games/fetchers';
import { lotteryMenuQuery } from '../../../api/games/queries';
import { useWireLanguage } from '../../../i18n/use-language';
import { prizeModeOf } from '../../../api/games/vendors';
import { getSession } from '../../../platform/session';
import { askLogin } from '../../../ui/modal-store';
import { showToast, toast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { retryableLazy } from '../../../ui/retryable-lazy';
import type { LaunchProblem } from '../components/launch-problem-dialog';

// Only a refused launch shows it (a short balance, a vendor in maintenance): loaded then, not with every lobby
const LaunchProblemDialog = retryableLazy(() => import('../components/launch-problem-dialog').then((m) => ({ default: m.LaunchProblemDialog })));

export interface Launchable {
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
  /** The spec's further game fields, when the launch comes from a game of a list (docs/decisions/0093, 0094). */
  gameCode?: string;
  isGameH5?: boolean;
  lottoMode?: Game['lottoMode'];
  playType?: Game['playType'];
  supportPlay?: boolean;
}

/** Why a game is not launched at all, told without asking the server (which refuses the same). */
export function launchRefusal(game: Launchable, memberType: number | null): 'not_h5' | 'free_reject' | null {
  if (game.isGameH5 === false) return 'not_h5';
  // a trial account plays only the games whose own free-play flag allows it (docs/decisions/0094)
  if (memberType === TRIAL_MEMBER_TYPE && game.supportPlay === false) return 'free_reject';
  return null;
}

/** Opens the game's launch URL in this tab (the demo game returns with back). */
function openGame(url: string): void {
  window.location.assign(url);
}

/**
 * Launching a game (spec §2, §4): offline, anyone is told so and nothing
 * opens; a guest gets the login dialog over the
 * current screen and the game launches once they are in; a member gets the
 * launch URL and the game opens. Vendor maintenance and a short balance get
 * their own messages (the second offers a deposit); lottery games carry the
 * prize mode.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<LaunchProblem | null>(null);

  const launch = async (game: Launchable) => {
    // offline neither the login a guest would be asked for nor the launch can work: say why, rather than open either
    if (!navigator.onLine) return void toast.short(t('errors.no_internet'));
    const session = getSession();
    if (!session) {
      askLogin(() => void launch(game));
      return;
    }
    const refusal = launchRefusal(game, session.type);
    if (refusal === 'not_h5') {
      toast.short(t('games.not_h5'));
      return;
    }
    if (refusal === 'free_reject') {
      showToast(t('errors.free_reject'), 'info', TOAST_MS.freeReject);
      return;
    }
    if (pending) return;
    setPending(game.nodeId);
    try {
      const target: LaunchTarget = {
        gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage,
        gameCode: game.gameCode, lottoMode: game.lottoMode ?? undefined, playType: game.playType ?? undefined,
      };
      if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
        const menu = await client.fetchQuery(lotteryMenuQuery()).catch(() => undefined);
        target.prizeMode = prizeModeOf(menu);
      }
      openGame(await fetchLaunchUrl(target, language));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'launch_game_balance_not_enough') setProblem({ kind: 'balance' });
      else if (error instanceof ApiError && error.errorCode === 'vendor_under_maintenance') {
        const value = v.safeParse(vendorMaintenanceValueSchema, error.value);
        setProblem({ kind: 'maintenance', until: value.success ? value.output.maintainEnd : null });
      } else toast.error(errorText(error));
    } finally {
      setPending(null);
    }
  };

  const dialog = problem ? (
    <Suspense fallback={null}>
      <LaunchProblemDialog problem={problem} onClose={() => setProblem(null)} />
    </Suspense>
  ) : null;
  return { launch, pending, dialog };
}
