/**
 * Mulberry32 from a 32-bit seed: a tiny generator that makes the same
 * "random" choices for the same seed on every start (seeded game names,
 * generated artwork that never changes under its URL).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
