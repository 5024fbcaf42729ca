import type { Game } from '../../../../contract';

/**
 * A lobby game for the games feature's tests: game `n` of vendor PGE, an
 * HTML5 slot with free play, every field the contract names set, `patch`
 * over it. Only tests import it.
 */
export function testGame(n: number | string, patch: Partial<Game> = {}): Game {
  return {
    gameId: `g${n}`,
    nodeId: `n${n}`,
    gameName: `Game ${n}`,
    nodeName: `Game ${n}`,
    vassalage: 'PGE',
    gameType: 'RNG',
    gameClassify: [],
    iconUrl: `/icons/${n}.webp`,
    showIcon: true,
    roomId: null,
    supportPlay: true,
    gameCode: 'lobby',
    isGameH5: true,
    lottoMode: null,
    playType: null,
    minBet: 1,
    isNew: false,
    ...patch,
  };
}
