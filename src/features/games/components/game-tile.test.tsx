import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Game } from '../../../../contract';
import { testGame } from '../testing/test-game';
import { GameTile } from './game-tile';

const game: Game = testGame(1, { gameName: 'Mahjong Ways', nodeName: 'Mahjong Ways', iconUrl: '/icons/mahjong.webp' });

describe('game tile', () => {
  it("a game's icon is the browser's lazy image with its address set at once, sized, decoded off the main thread (no 200 ms hold, docs/decisions/0097)", () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <ul>
          <GameTile game={game} favourite={false} launching={false} onLaunch={() => {}} />
        </ul>
      </QueryClientProvider>,
    );
    // no timer has run: the address is there from the first render
    const icon = container.querySelector('img')!;
    expect(icon.getAttribute('src')).toBe('/icons/mahjong.webp');
    expect(icon.getAttribute('loading')).toBe('lazy');
    expect(icon.getAttribute('decoding')).toBe('async');
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['150', '150']);
    expect(screen.getByRole('button', { name: 'Mahjong Ways' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
