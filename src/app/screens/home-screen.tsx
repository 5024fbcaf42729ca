import { Suspense } from 'react';
import HomePage from '../../features/home/components/home-page';
import { GameLaunchProvider } from '../../features/home/hooks/use-game-launch';
import { useLaunchGame } from '../../features/games/hooks/use-launch-game';
import { useSession } from '../../platform/session';
import { retryableLazy } from '../../ui/retryable-lazy';
import { LoadBoundary } from '../../ui/load-boundary';

// The agent feature's contract prompts load only for a session, so guests' first paint carries none of it.
const ContractPrompts = retryableLazy(() => import('../../features/agent/components/contract-prompts'));
function SessionContractPrompts() {
  return useSession() ? <LoadBoundary quiet><Suspense fallback={null}><ContractPrompts /></Suspense></LoadBoundary> : null;
}

/** The lobby, launching games through the games feature (guests: login first, then the game). */
export default function HomeScreen() {
  return (
    <GameLaunchProvider value={useLaunchGame}>
      <HomePage />
      <SessionContractPrompts />
    </GameLaunchProvider>
  );
}
