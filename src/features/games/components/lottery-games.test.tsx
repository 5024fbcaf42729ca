import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GAME_PATHS, type LotteryGame } from '../../../../contract';
import { LotteryGames } from './lottery-games';

const lottery = (gameCode: string, gameName: string, prizeMode: 'LOTT' | 'ELOTT', drawIntervalSeconds: number): LotteryGame => ({
  gameCode, gameName, prizeMode, drawIntervalSeconds, iconUrl: `/icons/${gameCode}.svg`, nodeId: `n-${gameCode}`, gameId: `g-${gameCode}`, vassalage: 'TCG',
});
const north = lottery('MB', 'Xổ Số Miền Bắc', 'LOTT', 86_400);
const fast1 = lottery('SS1', 'Xổ Số Siêu Tốc 1 Phút', 'ELOTT', 60);
const fast5 = lottery('SS5', 'Xổ Số Siêu Tốc 5 Phút', 'ELOTT', 300);
const ANSWERS: Record<string, LotteryGame[]> = {
  [GAME_PATHS.lotteryPopular]: [fast1, north],
  [GAME_PATHS.lotteryGames]: [north, fast1, fast5],
};

function show(prizeMode: 'LOTT' | 'ELOTT') {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    asked.push(url);
    return new Response(JSON.stringify({ success: true, value: ANSWERS[url.pathname] }), { headers: { 'content-type': 'application/json' } });
  }));
  const onLaunch = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LotteryGames prizeMode={prizeMode} onLaunch={onLaunch} />
    </QueryClientProvider>,
  );
  return { asked, onLaunch };
}

const names = (region: HTMLElement) => within(region).getAllByRole('button').map((b) => b.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the lottery screens\' games', () => {
  it('/m/elott: the popular lotteries from /lgw/games/popular, then every one from /lgw/games/mobile, only e-lotteries; a tap launches the game', async () => {
    const { asked, onLaunch } = show('ELOTT');
    const popular = await screen.findByRole('region', { name: 'Xổ số phổ biến' });
    const all = await screen.findByRole('region', { name: 'Tất cả xổ số' });
    expect(names(popular)).toEqual(['Xổ Số Siêu Tốc 1 PhútMỗi 1 phút']);
    expect(names(all)).toEqual(['Xổ Số Siêu Tốc 1 PhútMỗi 1 phút', 'Xổ Số Siêu Tốc 5 PhútMỗi 5 phút']);
    expect(asked.map((u) => [u.pathname, u.searchParams.get('language')]).sort()).toEqual([
      [GAME_PATHS.lotteryGames, 'VI'],
      [GAME_PATHS.lotteryPopular, 'VI'],
    ]);
    fireEvent.click(within(all).getByRole('button', { name: /5 Phút/ }));
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(fast5);
  });

  it('/m/lott: the traditional draw, drawn daily', async () => {
    show('LOTT');
    const popular = await screen.findByRole('region', { name: 'Xổ số phổ biến' });
    expect(names(popular)).toEqual(['Xổ Số Miền BắcQuay hằng ngày']);
    expect(names(await screen.findByRole('region', { name: 'Tất cả xổ số' }))).toEqual(['Xổ Số Miền BắcQuay hằng ngày']);
  });
});
