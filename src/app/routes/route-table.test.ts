import { describe, expect, it } from 'vitest';
import { ROUTES, allRoutePaths, findRoute, normalizePath } from './route-table';
import { isTrialRefusal, redirectFor } from './route-guard';
import vi from '../../i18n/vi';
import { APP_PATHS, appPath } from '../../config/paths';

const SPEC_ROUTES = [
  // access-and-shell §2.1
  '/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/login', '/m/register', '/m/register.html', '/m/forget',
  '/m/changePsw', '/m/agent', '/m/set', '/m/help', '/m/notice', '/m/app', '/m/activity', '/m/message', '/m/feedback',
  '/m/member/home', '/m/hot-games', '/m/announcement', '/m/search',
  // games-member-agent
  '/m/slot-games', '/m/provider', '/m/poker-games', '/m/fishing-games', '/m/sport-games', '/m/roulette', '/m/baccarat',
  '/m/inHouse', '/m/pg-soft', '/m/fav-games', '/m/lott', '/m/elott', '/m/live-games', '/m/cockfight', '/m/esport-games',
  '/m/favorite', '/m/recent', '/m/activityDetail', '/m/member/notice', '/m/voucherCenter', '/m/withdraw', '/m/webEmail',
  '/m/gameRecord', '/m/transaction/record', '/m/rewardCenter', '/m/securityCenter', '/m/member/manualRebate',
  '/m/inviteFriends', '/m/securityCenter/FundsPasswordBox', '/m/member/benefits', '/m/lottery',
  '/m/agent/team/overview', '/m/member/team', '/m/redRain', '/m/agent/team/pnl', '/m/teamBetting',
  '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/agentRegister', '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('knows %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it('has a route for every APP_PATHS entry and an APP_PATHS entry for every route', () => {
    expect(new Set(ROUTES.map((r) => r.path))).toEqual(new Set(Object.values(APP_PATHS)));
    expect(appPath('activityDetail', { id: 7 })).toBe('/m/activityDetail?id=7');
  });

  it('has no path twice', () => {
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(allRoutePaths().length).toBe(paths.length);
  });

  it('maps the home aliases and register.html to their screens', () => {
    expect(findRoute('/')?.key).toBe('home');
    expect(findRoute('/m/index.html')?.path).toBe('/m/home');
    expect(findRoute('/m/register.html')?.path).toBe('/m/register');
    expect(findRoute('/m/provider')?.path).toBe('/m/slot-games');
  });

  it('does not know unknown paths (the router sends them home)', () => {
    expect(findRoute('/m/nothing-here')).toBeUndefined();
    expect(findRoute('/favicon')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(normalizePath('/m/help/')).toBe('/m/help');
    expect(findRoute('/m/help/')?.path).toBe('/m/help');
  });

  it('has a title in the dictionary for every route', () => {
    for (const route of ROUTES) expect(vi.titles[route.titleKey]).toBeTruthy();
  });
});

describe('route guard (spec §6)', () => {
  const member = { token: 't', userName: 'u', type: 0, merchantCode: 'DEMO' };
  const trial = { ...member, type: 4 };
  const agent = { ...member, type: 1 + 40 };

  it('sends guests to login for member routes', () => {
    for (const path of ['/m/webEmail', '/m/changePsw', '/m/fav-games', '/m/feedback', '/m/member/home']) {
      expect(redirectFor(findRoute(path)!.access, null)).toBe('/m/login');
    }
  });
  it('sends guests home from the favourite and recent popups', () => {
    expect(redirectFor(findRoute('/m/favorite')!.access, null)).toBe('/m/home');
    expect(redirectFor(findRoute('/m/recent')!.access, null)).toBe('/m/home');
    expect(redirectFor(findRoute('/m/recent')!.access, member)).toBeNull();
  });
  it('lets only agents into the agent area', () => {
    const access = findRoute('/m/agent')!.access;
    expect(redirectFor(access, null)).toBe('/m/home');
    expect(redirectFor(access, member)).toBe('/m/home');
    expect(redirectFor(access, trial)).toBe('/m/home');
    expect(redirectFor(access, { ...member, type: 40 })).toBe('/m/home');
    expect(redirectFor(access, agent)).toBeNull();
  });
  it('refuses trial users change password (they were never given one) with free_reject', () => {
    const change = findRoute('/m/changePsw')!.access;
    expect(isTrialRefusal(change, trial)).toBe(true);
    expect(redirectFor(change, member)).toBeNull();
    expect(redirectFor(change, null)).toBe('/m/login');
  });

  it('screens hidden by a whitelabel switch name it', () => {
    expect(findRoute('/m/voucherCenter')!.flag).toBe('DEPOSIT');
    expect(findRoute('/m/redRain')!.flag).toBe('AGENTRANSMULTDOWN3');
  });

  it('refuses trial users the inbox and non-real members the deposit, with free_reject', () => {
    const inbox = findRoute('/m/webEmail')!.access;
    const deposit = findRoute('/m/voucherCenter')!.access;
    expect(redirectFor(inbox, null)).toBe('/m/login');
    expect(redirectFor(inbox, trial)).toBe('/m/home');
    expect(isTrialRefusal(inbox, trial)).toBe(true);
    expect(redirectFor(inbox, agent)).toBeNull();
    expect(redirectFor(deposit, member)).toBeNull();
    expect(redirectFor(deposit, { ...member, type: 2 })).toBeNull();
    expect(redirectFor(deposit, trial)).toBe('/m/home');
    expect(redirectFor(deposit, agent)).toBe('/m/home');
    expect(isTrialRefusal(deposit, agent)).toBe(true);
    expect(isTrialRefusal(deposit, null)).toBe(false);
  });

  it('lets anyone open public routes', () => {
    expect(redirectFor(findRoute('/m/help')!.access, null)).toBeNull();
  });

  it('sends members and agents home from login and register; visitors and trial users stay', () => {
    for (const path of ['/m/login', '/m/register', '/m/register.html']) {
      const access = findRoute(path)!.access;
      expect(redirectFor(access, member)).toBe('/m/home');
      expect(redirectFor(access, agent)).toBe('/m/home');
      expect(redirectFor(access, null)).toBeNull();
      expect(redirectFor(access, trial)).toBeNull();
    }
  });
});
