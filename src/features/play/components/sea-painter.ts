import { FISH_SPECIES, type FishSpecies } from '../../../../contract/fishing';
import { CATCH_MS, EFFECT_MS, SPECIES_LOOK, type Sea } from '../model/fishing-sea';
import { fishSprites, spriteSize, SPRITE_FRAMES } from './fish-art';

/**
 * Paints the sea (model/fishing-sea.ts) on a canvas, once per animation
 * frame: the background and the fish are sprites drawn when the size
 * changes, so a frame is a few image copies, some circles and a line of
 * text (docs/decisions/0074-fishing.md). The pixel density is capped at 2:
 * a 3× phone would triple the pixels filled for no visible gain.
 */

export const MAX_DPR = 2;
const GOLD = ['#fff4b8', '#ffd24a', '#c9861b'] as const;
const BUBBLES = Array.from({ length: 14 }, (_, i) => ({ x: ((i * 37) % 100) / 100, speed: 18 + ((i * 13) % 7) * 5, r: 1.5 + (i % 4), offset: i * 97 }));

export type Palette = readonly [deep: string, mid: string, glow: string];

/** `a` moved toward `b` by t (both #rrggbb): the game's palette tints the water without turning it into a curtain. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `rgb(${[0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)).join(',')})`;
}

export class SeaPainter {
  private readonly ctx: CanvasRenderingContext2D;
  private background: HTMLCanvasElement | null = null;
  private sprites = new Map<FishSpecies, { frames: HTMLCanvasElement[]; width: number; height: number }>();
  private width = 0;
  private height = 0;
  private dpr = 1;

  constructor(private readonly canvas: HTMLCanvasElement, private readonly palette: Palette, private readonly reducedMotion: boolean) {
    this.ctx = canvas.getContext('2d', { alpha: false }) ?? (() => { throw new Error('no 2d canvas'); })();
  }

  /** Fits the canvas to its CSS size and draws the sprites again for it. */
  resize(width: number, height: number, devicePixelRatio: number): void {
    this.dpr = Math.min(Math.max(devicePixelRatio, 1), MAX_DPR);
    this.width = width;
    this.height = height;
    this.canvas.width = Math.round(width * this.dpr);
    this.canvas.height = Math.round(height * this.dpr);
    this.background = this.paintBackground();
    this.sprites.clear();
    for (const species of FISH_SPECIES) {
      const length = Math.max(24, SPECIES_LOOK[species].length * width);
      const [w, h] = spriteSize(species, length);
      this.sprites.set(species, { frames: fishSprites(species, length, this.dpr), width: w, height: h });
    }
  }

  paint(sea: Sea): void {
    const { ctx } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (this.background) ctx.drawImage(this.background, 0, 0);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    if (!this.reducedMotion) this.paintBubbles(sea.time);
    for (const fish of sea.fish) this.paintFish(sea, fish);
    for (const bullet of sea.bullets) {
      if (bullet.state === 'flying') this.paintBullet(bullet.x, bullet.y, bullet.angle);
      else if (bullet.state === 'waiting') this.paintNet(bullet.x, bullet.y, 0.5 + 0.5 * Math.sin(sea.time / 90), 22);
    }
    for (const effect of sea.effects) {
      const progress = (sea.time - effect.startedAt) / EFFECT_MS[effect.kind];
      if (effect.kind === 'net') this.paintNet(effect.x, effect.y, 1 - progress, 10 + progress * 18);
      else if (effect.kind === 'miss') this.paintRipple(effect.x, effect.y, progress);
      else this.paintWin(effect.x, effect.y, effect.text, progress);
    }
    this.paintCannon(sea);
  }

  private paintBackground(): HTMLCanvasElement {
    const canvas = document.createElement('canvas');
    canvas.width = this.canvas.width;
    canvas.height = this.canvas.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    const [deep, mid, glow] = this.palette;
    const w = this.width;
    const h = this.height;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const water = ctx.createLinearGradient(0, 0, 0, h);
    water.addColorStop(0, mix(mid, '#0b6a8f', 0.55));
    water.addColorStop(0.45, mix(deep, '#06263d', 0.55));
    water.addColorStop(1, '#03060d');
    ctx.fillStyle = water;
    ctx.fillRect(0, 0, w, h);
    // light falling from the surface, in the palette's glow
    ctx.globalAlpha = 0.1;
    ctx.fillStyle = glow;
    for (let i = 0; i < 6; i += 1) {
      const x = (w * (i + 0.3)) / 6;
      ctx.beginPath();
      ctx.moveTo(x - 10, 0);
      ctx.lineTo(x + 14, 0);
      ctx.lineTo(x + 60 - i * 14, h * 0.8);
      ctx.lineTo(x + 20 - i * 14, h * 0.8);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    // the sea bed: sand, stones and weed
    const sand = ctx.createLinearGradient(0, h - 46, 0, h);
    sand.addColorStop(0, '#3b2c15');
    sand.addColorStop(1, '#171007');
    ctx.fillStyle = sand;
    ctx.beginPath();
    ctx.moveTo(0, h - 34);
    ctx.quadraticCurveTo(w * 0.3, h - 50, w * 0.55, h - 38);
    ctx.quadraticCurveTo(w * 0.8, h - 28, w, h - 42);
    ctx.lineTo(w, h);
    ctx.lineTo(0, h);
    ctx.fill();
    ctx.lineCap = 'round';
    for (const [x, height, colour] of [[0.08, 60, '#1d7a4a'], [0.14, 42, '#2f9a5c'], [0.86, 70, '#1d7a4a'], [0.92, 48, '#2f9a5c'], [0.3, 30, '#2f9a5c']] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(x * w, h - 30);
      ctx.bezierCurveTo(x * w - 12, h - 30 - height * 0.4, x * w + 12, h - 30 - height * 0.7, x * w - 4, h - 30 - height);
      ctx.stroke();
    }
    for (const [x, r] of [[0.2, 10], [0.7, 14], [0.76, 8]] as const) {
      const stone = ctx.createRadialGradient(x * w - r * 0.3, h - 30 - r * 0.4, 1, x * w, h - 28, r);
      stone.addColorStop(0, '#6b6f7d');
      stone.addColorStop(1, '#23252e');
      ctx.fillStyle = stone;
      ctx.beginPath();
      ctx.ellipse(x * w, h - 28, r * 1.3, r, 0, Math.PI, 0);
      ctx.fill();
    }
    // a rim in the lobby's gold trim
    ctx.strokeStyle = GOLD[2];
    ctx.lineWidth = 2;
    ctx.strokeRect(1, 1, w - 2, h - 2);
    return canvas;
  }

  private paintBubbles(time: number): void {
    const { ctx } = this;
    ctx.strokeStyle = 'rgba(220,240,255,0.35)';
    ctx.lineWidth = 1;
    for (const bubble of BUBBLES) {
      const travel = this.height + 20;
      const y = this.height - ((time / 1000) * bubble.speed + bubble.offset) % travel;
      const x = bubble.x * this.width + Math.sin((time / 1000) * 2 + bubble.offset) * 4;
      ctx.beginPath();
      ctx.arc(x, y, bubble.r, 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  private paintFish(sea: Sea, fish: Sea['fish'][number]): void {
    const sprite = this.sprites.get(fish.species);
    if (!sprite) return;
    const { ctx } = this;
    const age = (sea.time - fish.born) / 1000;
    const frame = Math.floor(age * (fish.length > 80 ? 5 : 9)) % SPRITE_FRAMES;
    const caught = fish.caughtAt === null ? 0 : Math.min(1, (sea.time - fish.caughtAt) / CATCH_MS);
    const tilt = sea.reducedMotion ? 0 : Math.atan2(fish.sway * fish.swayRate * Math.cos(age * fish.swayRate), fish.speed) * fish.dir;
    ctx.save();
    ctx.translate(fish.x, fish.y);
    ctx.rotate(caught > 0 && !this.reducedMotion ? caught * Math.PI * 2 : tilt);
    const scale = 1 - caught * 0.4;
    ctx.scale(fish.dir * scale, scale);
    ctx.globalAlpha = 1 - caught;
    ctx.drawImage(sprite.frames[frame]!, -sprite.width / 2, -sprite.height / 2, sprite.width, sprite.height);
    ctx.restore();
  }

  private paintBullet(x: number, y: number, angle: number): void {
    const { ctx } = this;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    if (!this.reducedMotion) {
      ctx.fillStyle = 'rgba(255,210,74,0.25)';
      ctx.beginPath();
      ctx.ellipse(0, 12, 3, 12, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    const body = ctx.createLinearGradient(-4, 0, 4, 0);
    GOLD.forEach((c, i) => body.addColorStop(i / 2, c));
    ctx.fillStyle = body;
    ctx.strokeStyle = '#8a5a0c';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.ellipse(0, 0, 3.5, 7, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }

  /** The net over a fish: a gold web, `strength` its opacity. */
  private paintNet(x: number, y: number, strength: number, radius: number): void {
    const { ctx } = this;
    ctx.save();
    ctx.globalAlpha = Math.max(0, Math.min(1, strength));
    ctx.strokeStyle = GOLD[1];
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 8) * Math.PI * 2;
      ctx.moveTo(x, y);
      ctx.lineTo(x + Math.cos(a) * radius, y + Math.sin(a) * radius);
    }
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.moveTo(x + radius * 0.55, y);
    ctx.arc(x, y, radius * 0.55, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  private paintRipple(x: number, y: number, progress: number): void {
    const { ctx } = this;
    ctx.save();
    ctx.globalAlpha = 1 - progress;
    ctx.strokeStyle = '#dff3ff';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, y, 8 + progress * 22, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  private paintWin(x: number, y: number, text: string, progress: number): void {
    const { ctx } = this;
    ctx.save();
    ctx.globalAlpha = progress < 0.7 ? 1 : 1 - (progress - 0.7) / 0.3;
    if (!this.reducedMotion && progress < 0.5) {
      ctx.fillStyle = GOLD[1];
      for (let i = 0; i < 8; i += 1) {
        const a = (i / 8) * Math.PI * 2;
        const d = 6 + progress * 60;
        ctx.beginPath();
        ctx.arc(x + Math.cos(a) * d, y + Math.sin(a) * d, 3, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    const rise = this.reducedMotion ? 0 : progress * 34;
    ctx.font = '800 17px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#3a1d00';
    const tx = Math.min(Math.max(x, ctx.measureText(text).width / 2 + 4), this.width - ctx.measureText(text).width / 2 - 4);
    ctx.strokeText(text, tx, y - rise);
    ctx.fillStyle = GOLD[0];
    ctx.fillText(text, tx, y - rise);
    ctx.restore();
  }

  private paintCannon(sea: Sea): void {
    const { ctx } = this;
    const { x, y } = sea.cannon;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(sea.aim);
    const barrel = ctx.createLinearGradient(-9, 0, 9, 0);
    GOLD.forEach((c, i) => barrel.addColorStop(i / 2, c));
    ctx.fillStyle = barrel;
    ctx.strokeStyle = '#5a3606';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(-8, 0);
    ctx.lineTo(-8, -36);
    ctx.quadraticCurveTo(-8, -40, -4, -40);
    ctx.lineTo(4, -40);
    ctx.quadraticCurveTo(8, -40, 8, -36);
    ctx.lineTo(8, 0);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#e3142f';
    ctx.fillRect(-8, -34, 16, 4);
    ctx.restore();
    const base = ctx.createRadialGradient(x - 6, y - 6, 2, x, y, 24);
    base.addColorStop(0, '#fff4b8');
    base.addColorStop(0.5, '#c9861b');
    base.addColorStop(1, '#5a3606');
    ctx.fillStyle = base;
    ctx.strokeStyle = '#3a2204';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, y + 6, 22, Math.PI, 0);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
}
