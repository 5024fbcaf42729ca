import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '../../../api/errors';
import { vendorMaintenanceValueSchema, type GameType } from '../../../../contract';
import { fetchLaunchUrl, type LaunchTarget } from '../../../api/games/fetchers';
import { lotteryMenuQuery } from '../../../api/games/queries';
import { useWireLanguage } from '../../../i18n/use-language';
import { prizeModeOf } from '../../../api/games/vendors';
import { getSession } from '../../../platform/session';
import { askLogin } from '../../../ui/modal-store';
import { toast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { LaunchProblemDialog, type LaunchProblem } from '../components/launch-problem-dialog';

export interface Launchable {
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
}

/** Opens the game's launch URL in this tab (the demo game returns with back). */
function openGame(url: string): void {
  window.location.assign(url);
}

/**
 * Launching a game (spec §2, §4): a guest gets the login dialog over the
 * current screen and the game launches once they are in; a member gets the
 * launch URL and the game opens. Vendor maintenance and a short balance get
 * their own messages (the second offers a deposit); lottery games carry the
 * prize mode.
 */
export function useLaunchGame() {
  const language = useWireLanguage();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<LaunchProblem | null>(null);

  const launch = async (game: Launchable) => {
    if (!getSession()) {
      askLogin(() => void launch(game));
      return;
    }
    if (pending) return;
    setPending(game.nodeId);
    try {
      const target: LaunchTarget = { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage };
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

  const dialog = problem ? <LaunchProblemDialog problem={problem} onClose={() => setProblem(null)} /> : null;
  return { launch, pending, dialog };
}
