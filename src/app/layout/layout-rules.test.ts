import { describe, expect, it } from 'vitest';
import { backTarget, headerKind, isHomePath, layoutFor, showsFooter, titleKeyFor } from './layout-rules';
import { documentTitle } from './document-title';

describe('layout rules (spec §2.1)', () => {
  it.each(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'])('%s is a home path with a top banner and main header', (path) => {
    expect(isHomePath(path)).toBe(true);
    expect(layoutFor(path).topBanner).toBe(true);
    expect(headerKind(path)).toBe('main');
  });

  it.each(['/m/message', '/m/app', '/m/agent', '/m/activityDetail', '/m/login', '/m/register', '/m/forget', '/m/changePsw'])(
    'hides the header on %s',
    (path) => expect(headerKind(path)).toBe('none'),
  );

  it.each(['/m/app', '/m/agent', '/m/changePsw', '/m/login', '/m/register', '/m/forget'])(
    'hides the footer on %s',
    (path) => expect(showsFooter(path)).toBe(false),
  );

  it('leaves change password its own one header (no main header above it) and gives a title bar elsewhere', () => {
    expect(headerKind('/m/changePsw')).toBe('none');
    expect(headerKind('/m/help')).toBe('title');
    expect(headerKind('/m/slot-games')).toBe('title');
    expect(layoutFor('/m/help').topBanner).toBe(false);
  });

  it('shows the footer on ordinary pages', () => {
    expect(showsFooter('/m/home')).toBe(true);
    expect(showsFooter('/m/help')).toBe(true);
    expect(showsFooter('/m/message')).toBe(true);
  });

  it('sends the back arrow home from login, register, trail, activity and forget', () => {
    for (const path of ['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget']) {
      expect(backTarget(path)).toEqual({ kind: 'home', path: '/m/home' });
    }
    expect(backTarget('/m/help')).toEqual({ kind: 'history' });
  });

  it('names the page by its title key', () => {
    expect(layoutFor('/m/hot-games').titleKey).toBe('hot-games');
    expect(layoutFor('/m/set').titleKey).toBe('set');
  });
});

describe('titles', () => {
  it('titles /m/member/notice as agent notices only for ?types=A', () => {
    expect(titleKeyFor('/m/member/notice', 'types=A')).toBe('memberNotice');
    expect(titleKeyFor('/m/member/notice', '')).toBe('notice');
    expect(layoutFor('/m/member/notice').titleKey).toBe('notice');
    expect(titleKeyFor('/m/notice')).toBe('notice');
  });

  it('puts the screen before the app name in the document title, and the app alone when they are the same', () => {
    expect(documentTitle('Trợ giúp', 'WPS Giải Trí')).toBe('Trợ giúp · WPS Giải Trí');
    expect(documentTitle('WPS Giải Trí', 'WPS Giải Trí')).toBe('WPS Giải Trí');
  });
});
