import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SkeletonTiles } from './skeleton';

describe('SkeletonTiles', () => {
  it('draws the number of tiles asked for, hidden from assistive technology but its label', () => {
    const { container } = render(<SkeletonTiles label="Loading games" count={6} />);
    expect(container.querySelectorAll('.skeleton-tile')).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Loading games');
    for (const part of container.querySelectorAll('.skeleton-grid')) expect(part.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.skeleton-tabs')).toBeNull();
  });

  it('adds the row of tabs for the lobby', () => {
    const { container } = render(<SkeletonTiles label="Loading" tabs />);
    expect(container.querySelectorAll('.skeleton-tabs__tab')).toHaveLength(4);
    expect(container.querySelectorAll('.skeleton-tile')).toHaveLength(9);
  });
});
