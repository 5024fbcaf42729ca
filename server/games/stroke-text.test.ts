import { describe, expect, it } from 'vitest';
import { drawable, strokeText, strokeWidthOf } from './stroke-text';

describe('strokeText', () => {
  it('draws capitals and digits, and drops what it cannot draw', () => {
    expect(drawable('cq9 Ổ-x')).toBe('CQ9X');
    expect(strokeText('---', 100, 100, 40, '#fff')).toBe('');
  });

  it('centres the text on the point it is given', () => {
    const path = strokeText('H', 100, 50, 60, '#fff');
    const xs = [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    const ys = [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[2]));
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(100);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(50);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(60);
  });

  it('gives each character its own strokes', () => {
    const one = strokeText('A', 0, 0, 6, '#fff');
    const two = strokeText('AB', 0, 0, 6, '#fff');
    expect(two.split('M').length).toBeGreaterThan(one.split('M').length);
    expect(strokeText('A', 0, 0, 6, '#fff')).not.toBe(strokeText('V', 0, 0, 6, '#fff'));
  });

  it('takes a stroke width for outlines, and says how wide a text comes out', () => {
    expect(strokeText('A', 0, 0, 14, '#000', 1, 6)).toContain('stroke-width="6"');
    expect(strokeText('A', 0, 0, 14, '#000')).toContain('stroke-width="2"');
    const path = strokeText('AB', 100, 50, 12, '#fff');
    const xs = [...path.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(strokeWidthOf('AB', 12));
    expect(strokeWidthOf('---', 12)).toBe(0);
  });
});
