import type { FishSpecies } from '../../../../contract/fishing';
import { SPECIES_LOOK } from '../model/fishing-sea';

/**
 * The fish, drawn procedurally on canvas in the lobby art's manner
 * (server/art: saturated gradients lit from the top left, dark outlines,
 * white eye glints, no filters). Each species is drawn once per tail
 * position into a sprite at the screen's pixel density, so a frame only
 * copies sprites (docs/decisions/0074-fishing.md).
 *
 * Every drawing faces right in a box 100 units long, centred on (0, 0); its
 * height is the species' aspect × 100. `beat` ∈ [−1, 1] is the tail's swing.
 */

type Ctx = CanvasRenderingContext2D;
type Draw = (ctx: Ctx, beat: number) => void;

/** Tail positions drawn per species: one full beat. */
export const SPRITE_FRAMES = 6;
/** Units kept around the box for fins and outlines that reach past it. */
const MARGIN = 8;
const OUTLINE = '#10131c';

function linear(ctx: Ctx, x0: number, y0: number, x1: number, y1: number, stops: readonly string[]): CanvasGradient {
  const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
  stops.forEach((colour, i) => gradient.addColorStop(i / (stops.length - 1), colour));
  return gradient;
}

function radial(ctx: Ctx, x: number, y: number, r: number, stops: readonly string[]): CanvasGradient {
  const gradient = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  stops.forEach((colour, i) => gradient.addColorStop(i / (stops.length - 1), colour));
  return gradient;
}

function shape(ctx: Ctx, path: Path2D, fill: string | CanvasGradient, stroke = OUTLINE, width = 2): void {
  ctx.fillStyle = fill;
  ctx.fill(path);
  if (width > 0) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke(path);
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number, rotation = 0): Path2D {
  const path = new Path2D();
  path.ellipse(cx, cy, rx, ry, rotation, 0, Math.PI * 2);
  return path;
}

function eye(ctx: Ctx, x: number, y: number, r: number, iris = '#111'): void {
  shape(ctx, ellipse(x, y, r, r), '#fff', OUTLINE, 1.2);
  shape(ctx, ellipse(x + r * 0.25, y, r * 0.55, r * 0.55), iris, OUTLINE, 0);
  shape(ctx, ellipse(x + r * 0.05, y - r * 0.3, r * 0.2, r * 0.2), '#fff', OUTLINE, 0);
}

/** Draws `draw` turned by the tail's swing around (x, 0). */
function swung(ctx: Ctx, x: number, angle: number, draw: () => void): void {
  ctx.save();
  ctx.translate(x, 0);
  ctx.rotate(angle);
  ctx.translate(-x, 0);
  draw();
  ctx.restore();
}

function clipped(ctx: Ctx, clip: Path2D, draw: () => void): void {
  ctx.save();
  ctx.clip(clip);
  draw();
  ctx.restore();
}

const clownfish: Draw = (ctx, beat) => {
  const body = ellipse(4, 0, 36, 19);
  swung(ctx, -27, beat * 0.35, () => shape(ctx, new Path2D('M-26 0C-36-6-44-20-49-18-46-6-46 6-49 18-44 20-36 6-26 0Z'), linear(ctx, -49, 0, -26, 0, ['#ff7a00', '#ffb347'])));
  shape(ctx, new Path2D('M-14-14C-8-31 8-31 17-15Z'), '#ff8c1a');
  shape(ctx, new Path2D('M-4 14C0 27 10 27 13 14Z'), '#ff8c1a');
  shape(ctx, body, linear(ctx, 0, -19, 0, 19, ['#ffc065', '#ff7a00', '#cf4a00']));
  clipped(ctx, body, () => {
    for (const [x, w] of [[19, 6], [-3, 8], [-25, 5]] as const) shape(ctx, ellipse(x, 0, w, 26), '#fdfcf7', OUTLINE, 2.5);
  });
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 2;
  ctx.stroke(body);
  shape(ctx, new Path2D('M6 6C10 14 18 14 20 8Z'), '#ff9a2e', OUTLINE, 1.5);
  eye(ctx, 28, -5, 5);
};

const angelfish: Draw = (ctx, beat) => {
  const body = new Path2D('M38 0C30-18 8-30-8-24-22-18-26-8-24 0-26 8-22 18-8 24 8 30 30 18 38 0Z');
  const fin = linear(ctx, -34, -48, -10, -10, ['#3b7cff', '#ffe25a']);
  shape(ctx, new Path2D('M-6-20C-14-44-26-50-36-48-26-36-20-22-18-10Z'), fin);
  shape(ctx, new Path2D('M-6 20C-14 44-26 50-36 48-26 36-20 22-18 10Z'), linear(ctx, -34, 48, -10, 10, ['#3b7cff', '#ffe25a']));
  swung(ctx, -22, beat * 0.3, () => shape(ctx, new Path2D('M-22 0-47-20Q-40 0-47 20Z'), linear(ctx, -47, 0, -22, 0, ['#2f6bff', '#ffe25a'])));
  shape(ctx, body, linear(ctx, 0, -26, 0, 26, ['#fff7a8', '#ffd21a', '#e59a00']));
  clipped(ctx, body, () => {
    for (const x of [20, 4, -12]) shape(ctx, new Path2D(`M${x - 3}-30L${x + 3}-30L${x + 1} 30L${x - 5} 30Z`), '#1d4fc4', OUTLINE, 0);
  });
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 2;
  ctx.stroke(body);
  eye(ctx, 25, -5, 4.5);
};

const pufferfish: Draw = (ctx, beat) => {
  swung(ctx, -26, beat * 0.4, () => shape(ctx, new Path2D('M-25 0-45-13Q-40 0-45 13Z'), '#e0a53a'));
  ctx.fillStyle = '#8a5a12';
  for (let i = 0; i < 16; i += 1) {
    const a = (i / 16) * Math.PI * 2;
    if (Math.cos(a) > 0.8) continue; // no spikes over the mouth
    const spike = new Path2D();
    spike.moveTo(4 + Math.cos(a - 0.12) * 28, Math.sin(a - 0.12) * 28);
    spike.lineTo(4 + Math.cos(a) * 38, Math.sin(a) * 38);
    spike.lineTo(4 + Math.cos(a + 0.12) * 28, Math.sin(a + 0.12) * 28);
    ctx.fill(spike);
  }
  const body = ellipse(4, 0, 31, 30);
  shape(ctx, body, radial(ctx, 4, 0, 34, ['#fff6c2', '#f4c64e', '#b97a1c']));
  clipped(ctx, body, () => shape(ctx, ellipse(8, 20, 26, 13), 'rgba(255,252,235,0.85)', OUTLINE, 0));
  ctx.fillStyle = '#7a4a0c';
  for (const [x, y, r] of [[-12, -16, 3], [-2, -22, 2.5], [-18, -4, 2.5], [8, -18, 2], [-8, -8, 2]] as const) ctx.fill(ellipse(x, y, r, r));
  shape(ctx, new Path2D(`M0 6Q-10 ${12 + beat * 3}-2 18Z`), '#f0b544', OUTLINE, 1.5);
  eye(ctx, 20, -9, 7);
  shape(ctx, new Path2D('M33 5Q37 7 33 10'), 'rgba(0,0,0,0)', OUTLINE, 2);
};

const lionfish: Draw = (ctx, beat) => {
  const membrane = 'rgba(255,120,110,0.45)';
  const spines = (sign: 1 | -1, count: number, reach: number) => {
    const fan = new Path2D();
    fan.moveTo(-20, sign * 8);
    for (let i = 0; i <= count; i += 1) fan.lineTo(-20 + i * (42 / count) + 4, sign * (reach - Math.abs(i - count / 2) * 2));
    fan.lineTo(24, sign * 8);
    fan.closePath();
    shape(ctx, fan, membrane, '#a3122a', 1.5);
  };
  spines(-1, 8, 40);
  spines(1, 5, 32);
  swung(ctx, -28, beat * 0.35, () => shape(ctx, new Path2D('M-27 0C-36-10-46-14-50-10-47-3-47 3-50 10-46 14-36 10-27 0Z'), membrane, '#a3122a', 1.5));
  const body = ellipse(2, 0, 32, 14);
  shape(ctx, body, linear(ctx, 0, -14, 0, 14, ['#fff1e4', '#f6b79a', '#e0603e']));
  clipped(ctx, body, () => {
    for (let x = -28; x < 34; x += 8) shape(ctx, new Path2D(`M${x}-16Q${x + 4} 0 ${x} 16L${x + 3} 16Q${x + 7} 0 ${x + 3}-16Z`), '#a3122a', OUTLINE, 0);
  });
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 2;
  ctx.stroke(body);
  swung(ctx, 6, -0.3 + beat * 0.15, () => shape(ctx, new Path2D('M6 4C-6 10-20 26-16 30-6 26 4 16 10 8Z'), membrane, '#a3122a', 1.5));
  eye(ctx, 24, -4, 4, '#3a0a0a');
};

const turtle: Draw = (ctx, beat) => {
  const flipper = (x: number, y: number, rx: number, ry: number, angle: number) => shape(ctx, ellipse(x, y, rx, ry, angle), '#62b15a', '#1c4d25', 2);
  flipper(14, -22, 17, 6, -0.7 - beat * 0.45);
  flipper(14, 22, 17, 6, 0.7 + beat * 0.45);
  flipper(-20, -17, 10, 5, 0.5 + beat * 0.2);
  flipper(-20, 17, 10, 5, -0.5 - beat * 0.2);
  shape(ctx, new Path2D('M-28 0-38-3-38 3Z'), '#62b15a', '#1c4d25', 1.5);
  shape(ctx, ellipse(37, 0, 11, 9), '#7cc46f', '#1c4d25', 2);
  ctx.fillStyle = OUTLINE;
  ctx.fill(ellipse(42, -4, 1.8, 1.8));
  ctx.fill(ellipse(42, 4, 1.8, 1.8));
  const shell = ellipse(0, 0, 31, 25);
  shape(ctx, shell, radial(ctx, 0, 0, 32, ['#a8e68e', '#3f9a48', '#1c4d25']), '#143a1c', 2.5);
  ctx.strokeStyle = 'rgba(222,246,180,0.7)';
  ctx.lineWidth = 1.6;
  const hex = (cx: number, cy: number, r: number) => {
    const path = new Path2D();
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      if (i === 0) path.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
      else path.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    }
    path.closePath();
    ctx.stroke(path);
  };
  hex(0, 0, 9);
  for (const [x, y] of [[15, -9], [15, 9], [-15, -9], [-15, 9], [0, -17], [0, 17]] as const) hex(x, y, 7);
};

const ray: Draw = (ctx, beat) => {
  const tail = new Path2D(`M-16 0Q-34 ${beat * 6}-50 ${beat * 11}`);
  shape(ctx, tail, 'rgba(0,0,0,0)', '#231d5c', 3);
  // seen from above, swimming right: the wings sweep back to their tips and flap (their span follows the beat)
  const wing = 42 + beat * 4;
  const body = new Path2D(`M32 0C32-12 10-${wing - 4}-6-${wing}C-6-${wing * 0.6}-12-12-20 0C-12 12-6 ${wing * 0.6}-6 ${wing}C10 ${wing - 4} 32 12 32 0Z`);
  shape(ctx, body, linear(ctx, 32, 0, -20, 0, ['#8f7dff', '#5240c8', '#231d7a']), '#1a1450', 2);
  shape(ctx, ellipse(8, 0, 20, 9), 'rgba(170,160,255,0.35)', OUTLINE, 0);
  ctx.fillStyle = 'rgba(220,214,255,0.55)';
  for (const [x, y, r] of [[8, -20, 3], [2, -30, 2.2], [8, 20, 3], [2, 30, 2.2], [-6, 0, 3.5], [14, 0, 2.5]] as const) ctx.fill(ellipse(x, y, r, r));
  shape(ctx, new Path2D('M30-3 38-9 34-2Z'), '#5240c8', '#1a1450', 1.5);
  shape(ctx, new Path2D('M30 3 38 9 34 2Z'), '#5240c8', '#1a1450', 1.5);
  eye(ctx, 24, -7, 2.6);
  eye(ctx, 24, 7, 2.6);
};

const shark: Draw = (ctx, beat) => {
  swung(ctx, -36, beat * 0.3, () => shape(ctx, new Path2D('M-34 0-50-21Q-44-3-42 0-44 2-50 15Z'), linear(ctx, -50, -20, -36, 10, ['#7d9cc4', '#3c5878'])));
  shape(ctx, new Path2D('M-6-9 6-27 14-8Z'), linear(ctx, 6, -27, 6, -8, ['#7d9cc4', '#3c5878']));
  const body = new Path2D('M50 2C42-10 20-13-10-10-26-8-34-3-38 0-34 3-26 7-10 9 20 13 42 10 50 2Z');
  shape(ctx, body, linear(ctx, 0, -13, 0, 12, ['#8fb0d8', '#5d7ea8', '#3c5878']));
  clipped(ctx, body, () => shape(ctx, ellipse(12, 10, 42, 7), '#eef3f8', OUTLINE, 0));
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 2;
  ctx.stroke(body);
  shape(ctx, new Path2D(`M8 6-2 ${20 + beat * 2} 18 7Z`), '#5d7ea8');
  ctx.strokeStyle = 'rgba(16,19,28,0.6)';
  ctx.lineWidth = 1.2;
  for (const x of [22, 25, 28]) ctx.stroke(new Path2D(`M${x}-4Q${x - 2} 0 ${x} 4`));
  shape(ctx, new Path2D('M40 5Q45 6 48 4'), 'rgba(0,0,0,0)', OUTLINE, 1.5);
  eye(ctx, 38, -3, 2.6);
};

const dragon: Draw = (ctx, beat) => {
  const segments = 16;
  const points: [number, number, number][] = [];
  for (let i = 0; i <= segments; i += 1) {
    const t = i / segments;
    points.push([28 - t * 74, Math.sin(t * Math.PI * 2 + beat * Math.PI) * 8 * (0.3 + t), 10 - t * 6]);
  }
  const [tx, ty] = points[segments]!;
  shape(ctx, new Path2D(`M${tx + 2} ${ty}L${tx - 6} ${ty - 10}L${tx - 4} ${ty - 2}L${tx - 10} ${ty + 2}L${tx - 3} ${ty + 4}L${tx - 4} ${ty + 12}Z`), '#e3142f', '#7a0012', 1.5);
  for (let i = segments; i >= 0; i -= 1) {
    const [x, y, r] = points[i]!;
    if (i % 3 === 1) shape(ctx, new Path2D(`M${x - r * 0.6} ${y - r * 0.8}L${x} ${y - r - 7}L${x + r * 0.6} ${y - r * 0.8}Z`), '#e3142f', '#7a0012', 1);
    if (i === 4 || i === 10) shape(ctx, new Path2D(`M${x} ${y + r * 0.6}l-3 ${9 - beat * 2}l6 0Z`), '#d99a1c', '#5a3606', 1);
    shape(ctx, ellipse(x, y, r, r), radial(ctx, x, y, r, ['#fff4b8', '#ffd24a', '#c9861b']), '#8a5a0c', 1.4);
  }
  const [hx, hy] = points[0]!;
  ctx.save();
  ctx.translate(hx, hy);
  shape(ctx, new Path2D('M-6-10-14-18-4-14Z'), '#e3142f', '#7a0012', 1);
  shape(ctx, new Path2D('M2-8-2-22 6-10ZM8-8 8-21 12-9Z'), '#fff4b8', '#8a5a0c', 1.2);
  shape(ctx, new Path2D('M-4-8C4-14 16-12 22-4 20 0 20 4 14 7 6 9-2 8-6 2Z'), linear(ctx, 0, -14, 0, 9, ['#fff4b8', '#ffd24a', '#c9861b']), '#8a5a0c', 1.6);
  shape(ctx, new Path2D('M14 6Q18 9 22 6'), 'rgba(0,0,0,0)', '#7a0012', 1.4);
  ctx.strokeStyle = '#ffe9a0';
  ctx.lineWidth = 1.2;
  ctx.stroke(new Path2D(`M20 3Q14 ${14 + beat * 3} 2 ${16 + beat * 4}M20 1Q12 ${-2 - beat * 2} 4 ${-4 - beat * 3}`));
  eye(ctx, 10, -4, 3, '#b3121f');
  ctx.restore();
};

const DRAWINGS: Readonly<Record<FishSpecies, Draw>> = { clownfish, angelfish, pufferfish, lionfish, turtle, ray, shark, dragon };

/** The sprite box of a species drawn `length` pixels long: [width, height] in CSS pixels. */
export function spriteSize(species: FishSpecies, length: number): [number, number] {
  const unit = length / 100;
  return [(100 + MARGIN * 2) * unit, (SPECIES_LOOK[species].aspect * 100 + MARGIN * 2) * unit];
}

/** Draws one species into `ctx` (already placed and scaled so one unit is one CSS pixel × length / 100). */
export function drawFish(ctx: Ctx, species: FishSpecies, beat: number): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  DRAWINGS[species](ctx, beat);
}

/** The species drawn SPRITE_FRAMES times, once per tail position, `length` CSS pixels long at `dpr` device pixels per CSS pixel. */
export function fishSprites(species: FishSpecies, length: number, dpr: number): HTMLCanvasElement[] {
  const [width, height] = spriteSize(species, length);
  return Array.from({ length: SPRITE_FRAMES }, (_, frame) => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * dpr);
    canvas.height = Math.ceil(height * dpr);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      const scale = (length / 100) * dpr;
      ctx.setTransform(scale, 0, 0, scale, (canvas.width) / 2, (canvas.height) / 2);
      drawFish(ctx, species, Math.sin((frame / SPRITE_FRAMES) * Math.PI * 2));
    }
    return canvas;
  });
}
