import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import * as v from 'valibot';
import { ApiError } from '../errors';
import { vendorMaintenanceValueSchema, type GameType } from '../contract';
import { getSession } from '../../platform/session';
import { LOGIN_ROUTE } from '../../config/constants';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useErrorText } from '../../ui/error-text';
import { fetchLaunchUrl, type LaunchTarget } from './fetchers';
import { lotteryMenuQuery, useWireLanguage } from './queries';
import { prizeModeOf } from './vendors';

export interface Launchable {
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
}

export type LaunchProblem = { kind: 'balance' } | { kind: 'maintenance'; until: number | null };

/** Opens the game's launch URL in this tab (the demo game returns with back). */
function openGame(url: string): void {
  window.location.assign(url);
}

/**
 * Launching a game (spec §2, §4): a guest goes to /m/login; a member gets the
 * launch URL and the game opens. Vendor maintenance and a short balance get
 * their own messages (the second offers a deposit); lottery games carry the
 * prize mode.
 */
export function useLaunchGame() {
  const [, navigate] = useLocation();
  const language = useWireLanguage();
  const client = useQueryClient();
  const errorText = useErrorText();
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<LaunchProblem | null>(null);

  const launch = async (game: Launchable) => {
    if (!getSession()) {
      navigate(LOGIN_ROUTE);
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

  const dialog = problem ? <LaunchProblemDialog problem={problem} onClose={() => setProblem(null)} t={t} /> : null;
  return { launch, pending, dialog };
}

function LaunchProblemDialog({ problem, onClose, t }: { problem: LaunchProblem; onClose: () => void; t: ReturnType<typeof useTranslation>['t'] }) {
  if (problem.kind === 'balance') {
    return (
      <Dialog
        title={t('games.launch_failed')}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('common.close')}
            </button>
            <Link href="/m/voucherCenter" className="button" onClick={onClose}>
              {t('games.deposit_now')}
            </Link>
          </>
        }
      >
        <p>{t('errors.balance_not_enough')}</p>
      </Dialog>
    );
  }
  const until = problem.until ? new Date(problem.until).toLocaleString() : null;
  return (
    <Dialog
      title={t('games.launch_failed')}
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('errors.vendor_maintenance')}</p>
      {until && <p>{t('games.maintenance_until', { time: until })}</p>}
    </Dialog>
  );
}
