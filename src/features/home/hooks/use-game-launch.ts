import { createContext, useContext, type ReactNode } from 'react';
import type { GameType } from '../../../../contract';

/** What the lobby needs to start a game; the games feature has it. */
export interface LobbyLaunchable {
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
}

export interface GameLaunch {
  launch: (game: LobbyLaunchable) => Promise<void> | void;
  /** The nodeId being launched, for the tile's busy state. */
  pending: string | null;
  /** The launch's own messages (short balance, maintenance), rendered by the caller. */
  dialog: ReactNode;
}

function missingLauncher(): GameLaunch {
  return {
    launch: () => {
      throw new Error('No game launcher: the app wraps the lobby in GameLaunchProvider');
    },
    pending: null,
    dialog: null,
  };
}

const GameLaunchContext = createContext<() => GameLaunch>(missingLauncher);

/**
 * The lobby launches games without importing the games feature: the app
 * hands in the games feature's launch hook (src/app/screens/home-screen.tsx).
 * The value is a hook, stable for the app's life, called once per caller so
 * each keeps its own pending state and dialog as before.
 */
export const GameLaunchProvider = GameLaunchContext.Provider;

export function useGameLaunch(): GameLaunch {
  const useLaunch = useContext(GameLaunchContext);
  return useLaunch();
}
