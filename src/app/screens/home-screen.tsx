import HomePage from '../../features/home/components/home-page';
import { GameLaunchProvider } from '../../features/home/hooks/use-game-launch';
import { useLaunchGame } from '../../features/games/hooks/use-launch-game';

/** The lobby, launching games through the games feature (guests: login first, then the game). */
export default function HomeScreen() {
  return (
    <GameLaunchProvider value={useLaunchGame}>
      <HomePage />
    </GameLaunchProvider>
  );
}
