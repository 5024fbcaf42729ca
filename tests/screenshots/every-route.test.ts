import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes/route-table';
import { screensToShoot, shotName } from './every-route';

describe('the every-route screenshot walk', () => {
  it('shoots each screen of the route table once, under a name of its own', () => {
    const shot = screensToShoot();
    expect(new Set(shot.map((route) => route.screen))).toEqual(new Set(ROUTES.map((route) => route.screen)));
    expect(shot).toHaveLength(new Set(ROUTES.map((route) => route.screen)).size);
    const names = shot.map(shotName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9-]+$/);
  });
});
