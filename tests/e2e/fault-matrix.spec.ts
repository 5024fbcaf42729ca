/**
 * Issue 16, item 5: the fault matrix, as a player sees it. For every screen
 * of the route table, its API calls (/wps/…) answer 500, time out (the
 * connection), answer a malformed body, or the device goes offline; the
 * screen must never be blank nor crash, and where a load failed it shows a
 * translated error with a retry of its own, in its <main>, that works once
 * the fault is gone. The offline banner (above <main>, with a retry of its
 * own, up whenever the app counts itself offline: the device is, or no API
 * host answers) never stands in for it; offline the banner must show too.
 * A screen that shows no retry fails its case unless NO_RETRY_NEEDED says
 * why it needs none (it is checked at once for standing: not blank, no
 * crash; offline, with the banner above it), or, while the app counts
 * itself offline, OFFLINE_STATES names what it shows instead (its offline
 * note, its own refresh control). One fault kind per screen,
 * rotating; all four on a few key screens; a first visit to the server-
 * rendered home whose app never arrives; forms keep what was typed when
 * their submit fails (one fault kind per form, rotating).
 *
 * Issue 23: the screens of one sign-in and one fault kind are opened one
 * after another in one journey (one browser context, one sign-in, at most
 * MAX_SCREENS a journey), each by a page load of its own and checked in a
 * step named after the screen and the fault, so the browser loads and
 * compiles the app's scripts once a journey rather than once a screen
 * (decision 0106). Between screens nothing carries over that a new context
 * would not have: every load starts with empty storage (no persisted
 * queries, the session seeded again), the cookies are cleared, the fault is
 * lifted and the device back online. The faults go through the DevTools
 * protocol, which leaves the HTTP cache on (a route turns it off), except
 * offline, where a first visit's lazy chunks fail too; a call answered from
 * a cache instead of the fault fails its screen (helpers/shared-context-faults.ts).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../../src/app/routes/route-table';
import { APP_PATHS, appPath } from '../../src/config/paths';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { callFaults, startEveryLoadFresh, type CallFaults } from './helpers/shared-context-faults';

const FAULTS = ['500', 'timeout', 'malformed', 'offline'] as const;
/** The API's calls: the WPS platform's and the lottery gateway's (contract/paths.ts API_PREFIXES). */
const API_CALLS = /\/(wps|lgw)\//;
/** The same calls as DevTools URL patterns. */
const API_CALL_PATTERNS = ['*/wps/*', '*/lgw/*'];
/** Screens a journey opens at most: enough to load the scripts once for many, few enough that two workers stay even. */
const MAX_SCREENS = 8;
type Fault = (typeof FAULTS)[number];

/** Screens every fault is tried on. */
const KEY_SCREENS: readonly string[] = [APP_PATHS.home, APP_PATHS.slotGames, APP_PATHS.memberHome, APP_PATHS.deposit];
/**
 * Form screens: every field the player typed keeps its text when the submit
 * fails, except a captcha, which a failed submit renews on purpose.
 * Fields by their label; the values pass each form's own checks, so the
 * submit really reaches the (faulted) server.
 */
interface FormField {
  label: string;
  value: string;
  /** false: a failed submit clears it on purpose (a captcha is renewed). */
  keeps?: boolean;
}
const FORMS: readonly { path: string; access: RouteDef['access']; fields: readonly FormField[]; submit: string }[] = [
  {
    path: APP_PATHS.login,
    access: 'guest',
    fields: [{ label: 'Tên đăng nhập', value: 'giulai123' }, { label: 'Mật khẩu', value: 'Giulai123' }],
    submit: 'Đăng nhập',
  },
  {
    path: APP_PATHS.register,
    access: 'guest',
    fields: [
      { label: 'Tên đăng nhập', value: 'giulai123' },
      { label: 'Số điện thoại', value: '912345678' },
      { label: 'Mật khẩu', value: 'Giulai123' },
      { label: 'Xác nhận mật khẩu', value: 'Giulai123' },
      // optional fields say so in their names (docs/decisions/0080)
      { label: 'Biệt danh (không bắt buộc)', value: 'Giu Lai' },
      { label: 'Email (không bắt buộc)', value: 'giu.lai@mail.com' },
      { label: 'Mã xác nhận', value: '1234', keeps: false },
    ],
    submit: 'Đăng ký',
  },
  {
    path: APP_PATHS.forget,
    access: 'public',
    fields: [{ label: 'Tên đăng nhập', value: 'giulai123' }, { label: 'Email', value: 'giu.lai@mail.com' }],
    submit: 'Xác nhận',
  },
  {
    path: APP_PATHS.changePsw,
    access: 'member',
    fields: [
      { label: 'Mật khẩu cũ', value: 'Demo1234' },
      { label: 'Mật khẩu mới', value: 'Giulai123' },
      { label: 'Xác nhận mật khẩu mới', value: 'Giulai123' },
    ],
    submit: 'Xác nhận',
  },
  {
    path: APP_PATHS.feedback,
    access: 'member',
    fields: [{ label: 'Nội dung', value: 'Giữ lại nội dung này sau lỗi' }, { label: 'Mã xác nhận', value: '1234', keeps: false }],
    submit: 'Gửi',
  },
];

const RETRY = /^(Thử lại|Retry)$/;
/** Text that only an untranslated i18n key would show (e.g. errors.system_error). */
const RAW_KEY = /\b(errors|common|titles)\.[a-z_]+\b/;

/**
 * Screens that may show no retry when all their calls fail, each with why:
 * nothing on them depends on a call (offline, the banner above them says so).
 * Any other screen where a failed load shows no retry of its own fails its
 * case (unless OFFLINE_STATES names what it shows instead while offline).
 */
const NO_RETRY_NEEDED: Readonly<Record<string, string>> = {
  [APP_PATHS.set]: 'local settings only (language, sound, cache): no call its content needs',
  [APP_PATHS.login]: 'a form: its switches (trial, SMS login) come from the status in the boot data (its submit is checked in the form cases)',
  [APP_PATHS.forget]: 'a form that loads nothing on open (its submit is checked in the form cases)',
  [APP_PATHS.changePsw]: 'a form; the password rule falls back to the login rule without the settings call (submit checked in the form cases)',
  [APP_PATHS.app]: 'its download links come from the status, which every page brings in its boot data; no call of its own',
  [APP_PATHS.message]: 'its entries come from the status (boot data) and all still work; only the unread badges are missing',
  [APP_PATHS.inviteFriends]: 'public: the matrix opens it as a guest, who gets the login prompt and no call',
  [APP_PATHS.benefits]: 'public: the matrix opens it as a guest, who gets the login prompt and no call',
  [APP_PATHS.play]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  [APP_PATHS.playBlackjack]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  [APP_PATHS.playFishing]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  // the live casino's screens (docs/decisions/0072): a vendor's tables and each table open with a launch ticket
  [APP_PATHS.playTables]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  [APP_PATHS.playBaccarat]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  [APP_PATHS.playRoulette]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  [APP_PATHS.playTable]: 'opened without a launch ticket it says so and calls nothing (a failed load with a ticket shows the shared retry panel)',
  [APP_PATHS.playVerify]: 'recomputes a round in the browser from the values typed or linked: no call',
  [APP_PATHS.search]: 'opened without a query it asks for a game name and calls nothing; its category tabs come from the status in the boot data',
  [APP_PATHS.socialCallback]: "the provider's answer is single use: a failed finish offers to start the sign-in again (its own button), never the same call again (docs/decisions/0078)",
};

/** Screens that load their content for a query string: opened with one (without, they load nothing). */
const OPEN_WITH: Readonly<Record<string, string>> = {
  [APP_PATHS.activityDetail]: appPath('activityDetail', { id: 1 }),
  // the in-house fast lottery's tile (server/db/seed-data/lottery-seed.ts)
  [APP_PATHS.fastLottery]: `${APP_PATHS.fastLottery}?nodeId=90001`,
  // the sportsbook of SABA's first game and the pit of SV388's (the seed's catalogue, docs/decisions/0073)
  [APP_PATHS.sportsbook]: `${APP_PATHS.sportsbook}?nodeId=10587`,
  [APP_PATHS.cockfightPit]: `${APP_PATHS.cockfightPit}?nodeId=10604`,
};

/** Who opens a screen: public screens are opened as a guest, as are the guest-only ones. */
type Visitor = 'guest' | 'member' | 'agent';

function visitorFor(access: RouteDef['access']): Visitor {
  if (access === 'agent') return 'agent';
  return access === 'public' || access === 'guest' ? 'guest' : 'member';
}

async function signInAs(page: Page, request: APIRequestContext, visitor: Visitor): Promise<void> {
  if (visitor === 'agent') await loginAs(page, request, 'fault_agent', { type: 1 });
  else if (visitor === 'member') await loginAs(page, request, 'fault_member');
}

/**
 * A journey's page: every load starts with a new context's storage, the
 * visitor signed in (again on every load), and the API's calls faultable.
 */
async function faultablePage(page: Page, request: APIRequestContext, visitor: Visitor): Promise<{ faults: CallFaults; errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await startEveryLoadFresh(page);
  await signInAs(page, request, visitor);
  return { faults: await callFaults(page, API_CALL_PATTERNS, (url) => API_CALLS.test(url)), errors };
}

/** The page as a new context would open it, with nothing left of the screen before. */
async function openAfresh(page: Page, faults: CallFaults, path: string, fault: Fault | null): Promise<void> {
  await page.context().clearCookies();
  await faults.set(fault);
  await page.goto(path);
}

/**
 * Opens the screen with the fault in place. Offline: the connection drops
 * (every API call fails as disconnected) and the device reports offline
 * once the page has loaded and the app started.
 */
async function openFaulted(page: Page, faults: CallFaults, path: string, fault: Fault): Promise<void> {
  await openAfresh(page, faults, path, fault);
  if (fault === 'offline') {
    // once the app runs (before, its own scripts would fail too: the server-rendered page's
    // "the app did not load" notice, checked on its own below, not the screen's failure)
    await expect(page.locator('html[data-app-ready="1"]'), 'the app started').toHaveCount(1);
    await page.context().setOffline(true);
  }
}

/** Lifts the fault and brings the device back online, as the screen's checks end. */
async function liftFault(page: Page, faults: CallFaults): Promise<void> {
  expect(faults.bypassed(), 'calls answered from a cache while their fault was set').toEqual([]);
  await faults.set(null);
  await page.context().setOffline(false);
}

/** Not blank: the app rendered text, and nothing crashed. */
async function expectNotBlank(page: Page, errors: string[]): Promise<void> {
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length, { message: 'the screen is blank' }).toBeGreaterThan(0);
  await expect(page.locator('main, [role="main"], [role="dialog"]').first()).toBeVisible();
  expect(errors, 'uncaught errors in the page').toEqual([]);
}

/**
 * The screen's own part of the page: the app's <main> (src/app/layout/app-layout.tsx).
 * The offline banner, with a retry of its own, sits above it, outside.
 */
const screenOf = (page: Page) => page.locator('main');
/** The app's offline banner (src/ui/offline-banner.tsx): a status outside <main>. */
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /^(Không có kết nối internet|No internet connection)/ });

/**
 * Screens that, while the app counts itself offline (the device is, or no
 * API host answers: docs/decisions/0082) and nothing is saved, show no error
 * and retry of their own by design (the banner says why), each with what it
 * shows instead, the control of its own that loads again (if any; else the
 * network's return or the banner's retry fills it in), and why.
 */
const OFFLINE_STATES: Readonly<Record<string, { shows: (screen: Locator) => Locator; retry?: (screen: Locator) => Locator; why: string }>> = {
  [APP_PATHS.help]: {
    shows: (screen) => screen.getByRole('status').filter({ hasText: /chưa được lưu trên thiết bị này|not saved on this device/ }),
    why: 'offline with no saved help it says only that, and fills in when the network returns (help-page.tsx)',
  },
  [APP_PATHS.memberHome]: {
    // no amount: the balance is never saved, and its error is left to the banner (balance-widget.tsx)
    shows: (screen) => screen.getByTestId('member-balance').filter({ hasNotText: /\d/ }),
    retry: (screen) => screen.getByRole('button', { name: /^(Làm mới số dư|Refresh balance)$/ }),
    why: 'the balance shows no amount and its own refresh button; its "no internet" is the banner\'s (balance-widget.tsx)',
  },
};

/**
 * A failed load shows the screen's own failure state: a translated error
 * with a retry, both in the screen's <main> (the offline banner's retry does
 * not count), and once the fault is gone the content comes back (the error
 * leaves) on the tap of that retry, or by itself as the network returns (the
 * app refetches on reconnect). A screen of OFFLINE_STATES may instead show
 * what it says there, and only while the app counts itself offline (the
 * banner is up).
 */
async function expectOwnFailure(page: Page, faults: CallFaults, route: RouteDef): Promise<void> {
  const screen = screenOf(page);
  const retries = screen.getByRole('button', { name: RETRY });
  const offlineState = OFFLINE_STATES[route.path];
  const shows = offlineState?.shows(screen);
  // its retry, or (a screen of OFFLINE_STATES, while the banner is up) what it shows offline
  const failure = async (): Promise<'retry' | 'offline state' | 'neither'> => {
    if (await retries.first().isVisible()) return 'retry';
    if (shows && (await shows.first().isVisible()) && (await offlineBanner(page).first().isVisible())) return 'offline state';
    return 'neither';
  };
  const seen: { failure: Awaited<ReturnType<typeof failure>> } = { failure: 'neither' };
  // a ceiling (one failed call, a retry of it, then the error), not a wait
  await expect.poll(async () => (seen.failure = await failure()), { message: "the screen's own translated error with a retry", timeout: 15_000 }).not.toBe('neither');
  if (offlineState && shows && seen.failure === 'offline state') {
    const ownRetry = offlineState.retry?.(screen);
    if (ownRetry) await expect(ownRetry, 'its own control that loads again').toBeEnabled();
    await liftFault(page, faults);
    await expect(async () => {
      const retry = ownRetry ?? offlineBanner(page).getByRole('button', { name: RETRY });
      if ((await shows.count()) > 0 && (await retry.count()) > 0) await retry.click({ timeout: 5000 });
      await expect(shows, 'the screen fills in once the fault is gone').toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    return;
  }
  // an error panel (role=alert) in the screen around it
  // (a filter's `has` is looked for inside each alert: the retry by role alone)
  const notice = screen.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) }).first();
  await expect(notice, 'the retry is part of an error the screen shows').toBeVisible();
  const text = (await notice.innerText()).trim();
  expect(text.length, 'the error says something').toBeGreaterThan(RETRY.source.length);
  expect(text).not.toMatch(RAW_KEY);
  const before = await retries.count();
  await liftFault(page, faults);
  // Tap a retry while as many are left: back online the app may also refetch by itself (reconnect)
  // and end one first; either way fewer must remain.
  await expect(async () => {
    // (the click's ceiling only matters when the button went away meanwhile: the next round sees fewer)
    if ((await retries.count()) >= before) await retries.first().click({ timeout: 5000 });
    expect(await retries.count(), 'retry recovers once the fault is gone').toBeLessThan(before);
  }).toPass({ timeout: 15_000 });
}

interface Case {
  route: RouteDef;
  fault: Fault;
}

// One path per screen component (the eight game lists are one screen), in route-table order.
const screens = ROUTES.filter((route, index) => ROUTES.findIndex((r) => r.screen === route.screen) === index);
const cases: Case[] = [];
screens.forEach((route, index) => {
  const kinds = KEY_SCREENS.includes(route.path) ? FAULTS : [FAULTS[index % FAULTS.length]!];
  for (const fault of kinds) cases.push({ route, fault });
});

/** Why a screen may show no retry, or undefined when it must show one. */
function noRetryReason(route: RouteDef): string | undefined {
  return NO_RETRY_NEEDED[route.path];
}

/** Splits items into as few runs of at most `most` as can be, of even lengths, in order. */
function evenRuns<T>(items: readonly T[], most: number): T[][] {
  const count = Math.ceil(items.length / most);
  return Array.from({ length: count }, (_, run) => items.slice(Math.floor((run * items.length) / count), Math.floor(((run + 1) * items.length) / count)));
}

/** The screens' cases by visitor and fault kind, in route-table order, at most MAX_SCREENS a journey. */
function journeys(): { visitor: Visitor; fault: Fault; cases: Case[] }[] {
  const byKind = new Map<string, { visitor: Visitor; fault: Fault; cases: Case[] }>();
  for (const c of cases) {
    const visitor = visitorFor(c.route.access);
    const kind = `${visitor} ${c.fault}`;
    if (!byKind.has(kind)) byKind.set(kind, { visitor, fault: c.fault, cases: [] });
    byKind.get(kind)!.cases.push(c);
  }
  return [...byKind.values()].flatMap((kind) => evenRuns(kind.cases, MAX_SCREENS).map((run) => ({ ...kind, cases: run })));
}

const asA = (visitor: Visitor) => (visitor === 'agent' ? 'an agent' : `a ${visitor}`);
const faultSaid = (fault: Fault) => (fault === 'offline' ? 'offline' : `answering ${fault}`);

test.describe('fault matrix', () => {
  test('every screen allowed to show no retry is one of the matrix, and every case is in one journey', () => {
    const paths = new Set(cases.map((c) => c.route.path));
    for (const path of [...Object.keys(NO_RETRY_NEEDED), ...Object.keys(OFFLINE_STATES)]) expect(paths, `${path} is not a screen of the matrix`).toContain(path);
    const inJourneys = journeys().flatMap((journey) => journey.cases);
    expect(inJourneys).toHaveLength(cases.length);
    expect(new Set(inJourneys)).toEqual(new Set(cases));
  });

  for (const { visitor, fault, cases: screensOfJourney } of journeys()) {
    const paths = screensOfJourney.map((c) => c.route.path).join(' ');
    test(`as ${asA(visitor)}, with the calls ${faultSaid(fault)}: ${paths}`, async ({ page, request }) => {
      // the ceiling of one screen's journey, for each screen
      test.setTimeout(test.info().timeout * screensOfJourney.length);
      const { faults, errors } = await faultablePage(page, request, visitor);
      for (const { route } of screensOfJourney) {
        await test.step(`${route.path} (${route.key}) with its calls ${faultSaid(fault)}`, async () => {
          await openFaulted(page, faults, OPEN_WITH[route.path] ?? route.path, fault);
          await expectNotBlank(page, errors);
          // offline, the app says so above the screen, whatever the screen shows
          if (fault === 'offline') await expect(offlineBanner(page), 'the offline banner').toBeVisible();
          const allowed = noRetryReason(route);
          if (allowed) {
            // Its content needs no call (the reason says why): standing, not blank, is the whole check
            // (offline, with the banner above it); nothing to wait for.
            test.info().annotations.push({ type: 'no retry needed', description: `${route.path}: ${allowed}` });
            await liftFault(page, faults);
          } else {
            await expectOwnFailure(page, faults, route);
          }
          await expectNotBlank(page, errors);
        });
      }
    });
  }

  test('a first visit to the server-rendered home whose app never arrives says so, with a retry', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // the network drops once the page is in: the app's scripts (and every call) never arrive
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route(API_CALLS, (route) => route.abort('internetdisconnected'));
    await page.goto(APP_PATHS.home);
    await page.context().setOffline(true);
    const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) });
    await expect(notice, 'the server-rendered home says the app did not load').toBeVisible();
    // a notice, not a curtain: the server's page stays readable around it
    const box = await notice.boundingBox();
    expect(box?.height ?? 0, 'the notice covers the page').toBeLessThan((page.viewportSize()?.height ?? 0) / 4);
    expect((await notice.innerText()).trim().length).toBeGreaterThan(RETRY.source.length);
    expect(await notice.innerText()).not.toMatch(RAW_KEY);
    await expectNotBlank(page, errors);
    await page.unrouteAll();
    // back online the page loads again by itself (public/first-screen.js listens for the network)
    await page.context().setOffline(false);
    // the app runs: its footer (added by the app, not the server) shows, and the notice is gone
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  // one fault per form, rotating (the first form gets a 500); the forms of one visitor in one journey
  const formCases = FORMS.map((form, index) => ({ form, fault: FAULTS[index % FAULTS.length]! }));
  for (const visitor of ['guest', 'member'] as const) {
    const ofVisitor = formCases.filter(({ form }) => visitorFor(form.access) === visitor);
    test(`as ${asA(visitor)}, typed input survives a failed submit: ${ofVisitor.map(({ form, fault }) => `${form.path} (${fault})`).join(' ')}`, async ({ page, request }) => {
      test.setTimeout(test.info().timeout * ofVisitor.length);
      const { faults, errors } = await faultablePage(page, request, visitor);
      for (const { form, fault } of ofVisitor) {
        await test.step(`${form.path}: typed input survives a submit ${fault === 'offline' ? 'made offline' : `answered ${fault}`}`, async () => {
          await openAfresh(page, faults, form.path, null);
          const main = page.locator('main');
          const fieldOf = (label: string) => main.getByLabel(label, { exact: true });
          for (const { label, value } of form.fields) await fieldOf(label).fill(value);
          const submit = main.getByRole('button', { name: form.submit, exact: true });
          if (fault === 'offline') {
            // the client refuses at once, without a request
            await page.context().setOffline(true);
            await submit.click();
          } else {
            await faults.set(fault);
            const before = faults.faulted();
            await submit.click();
            // the submit's own calls (an encrypted one first asks for the key) reach the faulted server
            await expect.poll(faults.faulted, { message: 'the submit reached the (faulted) server' }).toBeGreaterThan(before);
          }
          const said = main.getByRole('alert').filter({ hasText: /\S/ }).first();
          await expect(said, 'the failure is said').toBeVisible();
          expect(await said.innerText()).not.toMatch(RAW_KEY);
          await expectNotBlank(page, errors);
          for (const { label, value, keeps } of form.fields) {
            if (keeps !== false) await expect(fieldOf(label), `${label} keeps what was typed`).toHaveValue(value);
          }
          await liftFault(page, faults);
        });
      }
    });
  }
});
