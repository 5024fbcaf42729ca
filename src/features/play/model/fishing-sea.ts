import { FISH_SPECIES, type FishSpecies } from '../../../../contract/fishing';

/**
 * The fishing arcade's sea, without any drawing (docs/decisions/0074): fish
 * swim across, bullets fly to the fish they were fired at and wait there
 * for the server's answer, and effects (a net, a win's amount) play out.
 * Everything is plain data advanced by step(); the screen draws it each
 * animation frame. The sea decides nothing about money: a shot's outcome
 * only ever comes from resolve(), with the server's answer.
 */

/** How a species looks and moves, relative to the sea's width (so a small phone shows the same sea, smaller). */
export interface SpeciesLook {
  /** Body length as a share of the sea's width. */
  length: number;
  /** Height ÷ length: the hit area is an ellipse of this shape. */
  aspect: number;
  /** Swimming speed, in sea widths per second. */
  speed: number;
  /** How often it appears, relative to the others (small fish are common, the dragon rare). */
  weight: number;
  /** At most this many on screen at once. */
  max: number;
}

export const SPECIES_LOOK: Readonly<Record<FishSpecies, SpeciesLook>> = {
  clownfish: { length: 0.12, aspect: 0.62, speed: 0.17, weight: 30, max: 5 },
  angelfish: { length: 0.13, aspect: 1, speed: 0.15, weight: 22, max: 4 },
  pufferfish: { length: 0.12, aspect: 0.86, speed: 0.11, weight: 16, max: 3 },
  lionfish: { length: 0.15, aspect: 0.8, speed: 0.13, weight: 12, max: 2 },
  turtle: { length: 0.18, aspect: 0.78, speed: 0.09, weight: 8, max: 2 },
  ray: { length: 0.2, aspect: 0.9, speed: 0.12, weight: 6, max: 1 },
  shark: { length: 0.3, aspect: 0.42, speed: 0.15, weight: 4, max: 1 },
  dragon: { length: 0.38, aspect: 0.46, speed: 0.1, weight: 2, max: 1 },
};

export interface Fish {
  id: number;
  species: FishSpecies;
  x: number;
  y: number;
  /** The line it swims along; y sways around it. */
  lane: number;
  /** 1: swimming right, −1: left. */
  dir: 1 | -1;
  /** Pixels per second. */
  speed: number;
  sway: number;
  swayRate: number;
  /** Body length and height in pixels. */
  length: number;
  height: number;
  /** Sea time it was born, for its own tail beat. */
  born: number;
  /** Sea time it was caught; it spins away for CATCH_MS, then leaves. */
  caughtAt: number | null;
}

export type ShotResult = { caught: true; text: string } | { caught: false } | { lost: true };

export interface Bullet {
  shotId: string;
  fishId: number;
  x: number;
  y: number;
  angle: number;
  firedAt: number;
  /** Flying to its fish, then waiting on it for the answer (a net over the fish), then done. */
  state: 'flying' | 'waiting' | 'done';
  result: ShotResult | null;
}

export interface Effect {
  kind: 'net' | 'win' | 'miss';
  x: number;
  y: number;
  text: string;
  startedAt: number;
}

export const CATCH_MS = 700;
export const EFFECT_MS: Readonly<Record<Effect['kind'], number>> = { net: 320, win: 1400, miss: 450 };
/** A bullet that has not reached its fish in this long (the fish swam off) lands where it is. */
const FLIGHT_MAX_MS = 1500;
/** Bullet speed, in sea widths per second. */
const BULLET_SPEED = 1.6;
/** Room kept free above the cannon, in pixels. */
export const CANNON_ZONE = 72;
/** A tap this close to a fish's outline still hits it (fingers are wide). */
const TAP_SLACK = 12;
/** The longest step taken at once: after a pause or a slow frame the sea moves on, it does not jump. */
const MAX_STEP_MS = 50;

export interface SeaOptions {
  width: number;
  height: number;
  random?: () => number;
  /** Less motion: fish swim slower and straight, nothing spins. */
  reducedMotion?: boolean;
}

export class Sea {
  width: number;
  height: number;
  time = 0;
  fish: Fish[] = [];
  bullets: Bullet[] = [];
  effects: Effect[] = [];
  /** Where the cannon points (radians, 0 = straight up). */
  aim = 0;
  readonly reducedMotion: boolean;
  private readonly random: () => number;
  private nextFishId = 1;
  private nextSpawnAt = 0;

  constructor(options: SeaOptions) {
    this.width = options.width;
    this.height = options.height;
    this.random = options.random ?? Math.random;
    this.reducedMotion = options.reducedMotion ?? false;
    // a sea that opens full: fish already on their way across
    for (let i = 0; i < this.targetCount(); i += 1) this.spawn(true);
  }

  get cannon(): { x: number; y: number } {
    return { x: this.width / 2, y: this.height - 22 };
  }

  resize(width: number, height: number): void {
    const sx = width / this.width;
    const sy = height / this.height;
    for (const fish of this.fish) {
      fish.x *= sx;
      fish.lane *= sy;
      fish.y *= sy;
    }
    this.width = width;
    this.height = height;
  }

  /** Advances the sea by `ms` of play (capped, so a pause never makes it jump). */
  step(ms: number): void {
    const dt = Math.min(Math.max(ms, 0), MAX_STEP_MS);
    this.time += dt;
    const seconds = dt / 1000;
    for (const fish of this.fish) {
      if (fish.caughtAt !== null) continue;
      fish.x += fish.dir * fish.speed * seconds;
      fish.y = fish.lane + (this.reducedMotion ? 0 : Math.sin((this.time - fish.born) / 1000 * fish.swayRate) * fish.sway);
    }
    this.moveBullets(seconds);
    this.fish = this.fish.filter((fish) => (fish.caughtAt === null ? !this.offScreen(fish) : this.time - fish.caughtAt < CATCH_MS) || this.bulletsOn(fish.id));
    this.effects = this.effects.filter((effect) => this.time - effect.startedAt < EFFECT_MS[effect.kind]);
    if (this.time >= this.nextSpawnAt && this.fish.filter((f) => f.caughtAt === null).length < this.targetCount()) {
      this.spawn(false);
      this.nextSpawnAt = this.time + 400 + this.random() * 700;
    }
  }

  /** The fish under a point (the top one when they overlap), or null. */
  fishAt(x: number, y: number): Fish | null {
    for (let i = this.fish.length - 1; i >= 0; i -= 1) {
      const fish = this.fish[i]!;
      if (fish.caughtAt !== null) continue;
      const rx = fish.length / 2 + TAP_SLACK;
      const ry = fish.height / 2 + TAP_SLACK;
      if (((x - fish.x) / rx) ** 2 + ((y - fish.y) / ry) ** 2 <= 1) return fish;
    }
    return null;
  }

  /** The target of the Fire button: `preferred` while it still swims in view, else the fish in view nearest the cannon. */
  pickTarget(preferred: number | null): Fish | null {
    const inView = this.fish.filter((f) => f.caughtAt === null && f.x > 0 && f.x < this.width);
    const kept = inView.find((f) => f.id === preferred);
    if (kept) return kept;
    const { x, y } = this.cannon;
    let best: Fish | null = null;
    for (const fish of inView) {
      if (!best || Math.hypot(fish.x - x, fish.y - y) < Math.hypot(best.x - x, best.y - y)) best = fish;
    }
    return best;
  }

  /** Turns the cannon toward a point. */
  aimAt(x: number, y: number): void {
    const { x: cx, y: cy } = this.cannon;
    this.aim = Math.atan2(x - cx, cy - Math.min(y, cy - 1));
  }

  /** A bullet leaves the cannon for the fish; its outcome comes later, from resolve(). */
  fire(fish: Fish, shotId: string): void {
    this.aimAt(fish.x, fish.y);
    const { x, y } = this.cannon;
    this.bullets.push({ shotId, fishId: fish.id, x, y, angle: this.aim, firedAt: this.time, state: 'flying', result: null });
  }

  /** The server's answer to a shot (or its loss): shown once the bullet is at its fish. */
  resolve(shotId: string, result: ShotResult): void {
    const bullet = this.bullets.find((b) => b.shotId === shotId);
    if (!bullet || bullet.result) return;
    bullet.result = result;
    if (bullet.state === 'waiting') this.settle(bullet);
  }

  /** Shots fired and not yet answered. */
  get unanswered(): number {
    return this.bullets.filter((b) => b.result === null).length;
  }

  private targetCount(): number {
    return Math.max(5, Math.min(11, Math.round((this.width * this.height) / 17_000)));
  }

  private offScreen(fish: Fish): boolean {
    return fish.dir === 1 ? fish.x - fish.length / 2 > this.width + 4 : fish.x + fish.length / 2 < -4;
  }

  private bulletsOn(fishId: number): boolean {
    return this.bullets.some((b) => b.fishId === fishId && b.state !== 'done');
  }

  private chooseSpecies(): FishSpecies {
    const open = FISH_SPECIES.filter((s) => this.fish.filter((f) => f.species === s && f.caughtAt === null).length < SPECIES_LOOK[s].max);
    const total = open.reduce((sum, s) => sum + SPECIES_LOOK[s].weight, 0);
    let roll = this.random() * total;
    for (const species of open) {
      roll -= SPECIES_LOOK[species].weight;
      if (roll < 0) return species;
    }
    return open[0] ?? 'clownfish';
  }

  private spawn(anywhere: boolean): void {
    const species = this.chooseSpecies();
    const look = SPECIES_LOOK[species];
    const length = Math.max(24, look.length * this.width);
    const height = length * look.aspect;
    const dir: 1 | -1 = this.random() < 0.5 ? 1 : -1;
    const top = height / 2 + 6;
    const bottom = Math.max(top + 1, this.height - CANNON_ZONE - height / 2);
    const lane = top + this.random() * (bottom - top);
    const x = anywhere ? length / 2 + this.random() * Math.max(1, this.width - length) : dir === 1 ? -length / 2 : this.width + length / 2;
    this.fish.push({
      id: this.nextFishId++, species, x, y: lane, lane, dir,
      speed: look.speed * this.width * (0.85 + this.random() * 0.3) * (this.reducedMotion ? 0.5 : 1),
      sway: 4 + this.random() * 10, swayRate: 1 + this.random() * 1.5,
      length, height, born: this.time - this.random() * 1000, caughtAt: null,
    });
  }

  private moveBullets(seconds: number): void {
    const reach = BULLET_SPEED * this.width * seconds;
    for (const bullet of this.bullets) {
      const fish = this.fish.find((f) => f.id === bullet.fishId);
      if (bullet.state === 'flying') {
        if (fish) {
          const dx = fish.x - bullet.x;
          const dy = fish.y - bullet.y;
          const distance = Math.hypot(dx, dy);
          bullet.angle = Math.atan2(dx, -dy);
          if (distance <= Math.max(reach, Math.min(fish.length, fish.height) * 0.35)) {
            bullet.x = fish.x;
            bullet.y = fish.y;
            this.land(bullet);
          } else {
            bullet.x += (dx / distance) * reach;
            bullet.y += (dy / distance) * reach;
          }
        }
        if (bullet.state === 'flying' && (!fish || this.time - bullet.firedAt > FLIGHT_MAX_MS)) this.land(bullet);
      } else if (bullet.state === 'waiting' && fish) {
        // the net rides on its fish while the answer is on its way
        bullet.x = fish.x;
        bullet.y = fish.y;
      }
    }
    this.bullets = this.bullets.filter((b) => b.state !== 'done');
  }

  private land(bullet: Bullet): void {
    bullet.state = 'waiting';
    this.effects.push({ kind: 'net', x: bullet.x, y: bullet.y, text: '', startedAt: this.time });
    if (bullet.result) this.settle(bullet);
  }

  private settle(bullet: Bullet): void {
    const result = bullet.result!;
    bullet.state = 'done';
    if ('lost' in result) return;
    const fish = this.fish.find((f) => f.id === bullet.fishId);
    // kept inside the sea, so the amount of a fish that swam out of view still shows
    const x = Math.min(Math.max(fish?.x ?? bullet.x, 24), this.width - 24);
    const y = Math.min(Math.max(fish?.y ?? bullet.y, 16), this.height - CANNON_ZONE);
    if (result.caught) {
      if (fish && fish.caughtAt === null) fish.caughtAt = this.time;
      this.effects.push({ kind: 'win', x, y, text: result.text, startedAt: this.time });
    } else {
      this.effects.push({ kind: 'miss', x, y, text: '', startedAt: this.time });
    }
  }
}
