import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { LiveModel } from '../../contract/live-models';
import { LiveStreams } from './live-streams';

afterEach(cleanup);

const model = (nodeId: string, name: string, active: boolean, streaming: boolean): LiveModel => ({
  nodeId, gameId: `g-${nodeId}`, name, vassalage: 'EVO', vendorName: 'Evolution', engine: 'roulette', iconUrl: `/icons/${nodeId}.webp`, active, streaming,
});

describe('the live streams row', () => {
  it('shows each table as a stream with its state, and a tap opens that table', () => {
    const onOpen = vi.fn();
    const models = [model('1', 'Roulette A', true, true), model('2', 'Baccarat B', true, false), model('3', 'Speed C', false, false)];
    render(<LiveStreams models={models} onOpen={onOpen} />);
    const row = screen.getByRole('region', { name: 'Bàn trực tiếp' });
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Roulette A Evolution Đang phát',
      'Baccarat B Evolution Sẵn sàng',
      'Speed C Evolution Bảo trì',
    ]);
    expect(buttons.map((b) => b.hasAttribute('data-streaming'))).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Baccarat B Evolution Sẵn sàng' }));
    expect(onOpen).toHaveBeenCalledWith(models[1]);
  });

  it('takes no place while the list loads, failed or is empty', () => {
    const { container, rerender } = render(<LiveStreams models={undefined} onOpen={vi.fn()} />);
    expect(container.innerHTML).toBe('');
    rerender(<LiveStreams models={[]} onOpen={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
