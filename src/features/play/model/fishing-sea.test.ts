import { describe, expect, it } from 'vitest';
import { CATCH_MS, CANNON_ZONE, Sea } from './fishing-sea';

/** A repeatable random source (a small LCG), so each test sees the same sea. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const openSea = (seed = 7, reducedMotion = false) => new Sea({ width: 340, height: 400, random: lcg(seed), reducedMotion });
const play = (sea: Sea, ms: number) => {
  for (let t = 0; t < ms; t += 16) sea.step(16);
};

describe('the fishing sea', () => {
  it('opens full of fish inside the water, clear of the cannon, and keeps fish coming', () => {
    const sea = openSea();
    expect(sea.fish.length).toBeGreaterThanOrEqual(5);
    for (const fish of sea.fish) {
      expect(fish.y - fish.height / 2).toBeGreaterThanOrEqual(0);
      expect(fish.y + fish.height / 2).toBeLessThanOrEqual(sea.height - CANNON_ZONE + 1);
    }
    play(sea, 60_000);
    expect(sea.fish.filter((f) => f.caughtAt === null).length).toBeGreaterThanOrEqual(5);
    // every species is capped: one dragon, one shark at most
    expect(sea.fish.filter((f) => f.species === 'dragon').length).toBeLessThanOrEqual(1);
    expect(new Set(sea.fish.map((f) => f.id)).size).toBe(sea.fish.length);
  });

  it('finds the fish under a tap, and nothing in open water', () => {
    const sea = openSea();
    const fish = sea.fish[0]!;
    expect(sea.fishAt(fish.x, fish.y)?.id).toBe(fish.id);
    expect(sea.fishAt(fish.x + fish.length / 2 + 8, fish.y)?.id).toBe(fish.id);
    expect(sea.fishAt(-500, -500)).toBeNull();
  });

  it('flies a bullet to its fish and waits there until the answer, then shows the catch and lets the fish go', () => {
    const sea = openSea(3);
    const fish = sea.pickTarget(null)!;
    sea.fire(fish, 'shot-1');
    expect(sea.unanswered).toBe(1);
    play(sea, 2000);
    // landed and waiting on the fish: the outcome is the server's to give
    expect(sea.bullets[0]?.state).toBe('waiting');
    expect(fish.caughtAt).toBeNull();
    sea.resolve('shot-1', { caught: true, text: '+40' });
    expect(fish.caughtAt).not.toBeNull();
    expect(sea.effects.some((e) => e.kind === 'win' && e.text === '+40')).toBe(true);
    play(sea, CATCH_MS + 100);
    expect(sea.fish.find((f) => f.id === fish.id)).toBeUndefined();
    expect(sea.unanswered).toBe(0);
    // a caught fish cannot be aimed at again
    expect(sea.pickTarget(fish.id)?.id).not.toBe(fish.id);
  });

  it('shows an answer that came before the bullet landed once it lands; a miss leaves the fish swimming', () => {
    const sea = openSea(11);
    const fish = sea.pickTarget(null)!;
    sea.fire(fish, 'shot-2');
    sea.resolve('shot-2', { caught: false });
    expect(sea.effects.some((e) => e.kind === 'miss')).toBe(false);
    while (sea.bullets.length > 0 && sea.time < 3000) sea.step(16);
    expect(sea.bullets).toHaveLength(0);
    expect(sea.effects.some((e) => e.kind === 'miss')).toBe(true);
    expect(fish.caughtAt).toBeNull();
  });

  it('never jumps after a pause: one step moves at most 50 ms of play', () => {
    const sea = openSea();
    const before = sea.fish.map((f) => f.x);
    sea.step(10_000);
    expect(sea.time).toBe(50);
    sea.fish.forEach((fish, i) => {
      if (before[i] !== undefined) expect(Math.abs(fish.x - before[i])).toBeLessThan(fish.speed * 0.05 + 1e-9);
    });
  });

  it('swims slower and straight with reduced motion', () => {
    const calm = openSea(5, true);
    const lively = openSea(5, false);
    expect(calm.fish[0]!.speed).toBeCloseTo(lively.fish[0]!.speed / 2, 6);
    const y = calm.fish.map((f) => f.y);
    play(calm, 1000);
    calm.fish.forEach((fish, i) => { if (y[i] !== undefined && fish.caughtAt === null) expect(fish.y).toBe(y[i]); });
  });
});
