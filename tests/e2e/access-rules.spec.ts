import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

test('a logged-in member opening /m/login or /m/register is sent home', async ({ page, request }) => {
  await loginAs(page, request, 'demomember');
  for (const path of ['/m/login', '/m/register', '/m/register.html']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/m\/home$/);
  }
});

test('a trial user sees the trial strip, opens a real account from it, and is told at once on deposit', async ({ page, request }) => {
  const trial = await loginAs(page, request, 'trialh7', { type: 4 });
  await page.goto('/m/home');
  const strip = page.getByRole('complementary', { name: 'Bạn đang chơi thử.' });
  await expect(strip).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/trial-strip.png' });

  // deposit: a call to register at once (docs/decisions/0080), no trip to /m/voucherCenter and back
  const before = await page.evaluate(() => history.length);
  await page.getByRole('banner').getByRole('link', { name: 'Nạp tiền' }).click();
  const cta = page.getByRole('dialog', { name: 'Cần tài khoản thật' });
  await expect(cta).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => history.length)).toBe(before);
  await cta.getByRole('button', { name: 'Tiếp tục chơi thử' }).click();
  await expect(cta).toHaveCount(0);

  await strip.getByRole('link', { name: 'Mở tài khoản thật' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();

  // free play is for types 0, 1, 2: a trial user asking again is refused, the session kept
  await page.getByRole('button', { name: 'Chơi thử' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vui lòng đăng nhập tài khoản thật' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sessionInfo') ?? 'null') as { token: string } | null);
  expect(stored?.token).toBe(trial.token);
});

test('a trial user is not offered change password: told why, and the form never opens', async ({ page, request }) => {
  await loginAs(page, request, 'trialpw', { type: 4 });
  await page.goto('/m/changePsw');
  await expect(page.getByRole('dialog', { name: 'Cần tài khoản thật' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Mật khẩu cũ')).toHaveCount(0);
});

test('a screen whose whitelabel switch is off says so and sends the player home; its calls are refused too', async ({ page, request }) => {
  await loginAs(page, request, 'flagoff_dep');
  await ops('flag', 'DEPOSIT', 'off');
  try {
    // the toast lasts 2 s: watched from before the navigation, which may take longer on a busy machine
    const told = expect(page.getByRole('status').filter({ hasText: 'Xin lỗi, tài khoản này không có quyền hoặc tính năng tạm thời không khả dụng' })).toBeVisible();
    await page.goto('/m/voucherCenter', { waitUntil: 'commit' });
    await told;
    await expect(page).toHaveURL(/\/m\/home$/);
  } finally {
    await ops('flag', 'DEPOSIT', 'on');
  }
});

test('the recovery switch on /m/forget follows its whitelabel setting', async ({ page }) => {
  await page.goto('/m/forget');
  await expect(page.getByRole('tab', { name: 'Số điện thoại' })).toBeVisible();
  await ops('flag', 'PWDRECOVERYVERF3', 'off');
  try {
    await page.goto('/m/forget');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  } finally {
    await ops('flag', 'PWDRECOVERYVERF3', 'on');
  }
});

test('document.title names the route, in the language shown, with the merchant\'s one name', async ({ page }) => {
  await page.goto('/m/help');
  await expect(page).toHaveTitle('Trung tâm trợ giúp · WPS Demo');
  await page.goto('/m/notice');
  await expect(page).toHaveTitle('Thông báo · WPS Demo');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/help');
  await expect(page).toHaveTitle('Help centre · WPS Demo');
});

test('notice lists ask for B,PL,PU without the home group; a member reads "notices" (agent notices are not offered), an agent "agent announcements"', async ({ page, request }) => {
  const asked = page.waitForRequest((r) => r.url().includes('CCSFE_getListAnnouncements') && !r.url().includes('m_home'));
  await page.goto('/m/notice');
  const url = new URL((await asked).url());
  expect(url.searchParams.get('types')).toBe('B,PL,PU');
  expect(url.searchParams.has('groupName')).toBe(false);

  await loginAs(page, request, 'demomember');
  await page.goto('/m/member/notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông báo');
  await page.goto('/m/member/notice?types=A');
  await expect(page).toHaveURL(/\/m\/member\/notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông báo');
  await expect(page.getByText('Lịch trả lương đại lý')).toHaveCount(0);

  // a new tab: the test session is seeded once per tab, so this one is the agent's
  const agentPage = await page.context().newPage();
  await loginAs(agentPage, request, 'notice_agent', { type: 1 });
  await agentPage.goto('/m/member/notice?types=A');
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText('Thông báo đại lý');
});

test('the notice ticker is named by the text it shows', async ({ page }) => {
  await page.goto('/m/home');
  const text = page.locator('.notice-ticker__text');
  await expect(text).not.toHaveText('');
  await expect(page.getByRole('link', { name: await text.innerText() })).toHaveAttribute('href', /\/m\/notice/);
});
