import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

// Each journey runs npm run ops (a process start of several seconds on a loaded 2-core runner).
test.describe.configure({ timeout: 60_000 });

test('en: live chat: the player writes, the operator replies through npm run ops, the reply appears without reload', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, 'msg_chat_en');
  await page.goto('/m/message');
  await expect(page.getByRole('heading', { level: 1, name: 'Message centre' })).toBeVisible();
  // listed once, though the status's CS channel opens the same chat
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Live chat' }).click();
  await expect(page).toHaveURL(/\/wps\/chat\/page/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('list', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Connected');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Type a message…' }).fill('Hello, my deposit is missing');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Hello, my deposit is missing')).toBeVisible();
  expect(await ops('chat', 'list')).toMatch(/msg_chat_en .*waiting 1/);

  const started = Date.now();
  await ops('chat', 'reply', 'msg_chat_en', 'We are checking it now');
  const afterOps = Date.now();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('We are checking it now')).toBeVisible();
  const shown = Date.now();
  console.info(`chat delivery: ${shown - afterOps} ms after the ops command returned (${shown - started} ms including the npm run ops process)`);
  await page.screenshot({ path: '/tmp/messages-shots/chat-en.png' });

  // typed offline: the status says so, the send is refused clearly, the text stays
  await page.context().setOffline(true);
  await expect(page.getByRole('status')).toHaveText('Offline');
  await page.getByRole('textbox', { name: 'Type a message…' }).fill('Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(/You are offline/);
  await expect(page.getByRole('textbox', { name: 'Type a message…' })).toHaveValue('Are you there?');
  await page.context().setOffline(false);
  // back online the stream is the judge: connected again once it is open
  await expect(page.getByRole('status')).toHaveText(/^(Reconnecting…|Connected)$/);
  await expect(page.getByRole('status')).toHaveText('Connected', { timeout: 15_000 });

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message/);
});

test('vi: feedback is sent with a captcha and the operator reply shows under my feedback', async ({ page, request }) => {
  await loginAs(page, request, 'msg_feedback_vi');
  await page.goto('/m/feedback');
  const submit = page.getByRole('button', { name: 'Gửi' });
  await page.getByLabel('Loại câu hỏi').selectOption({ label: 'Rút tiền' });
  await page.getByLabel('Nội dung').fill('Rút tiền chậm');
  await expect(page.getByText('13/200')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Nội dung').fill('Rút tiền chậm quá, hơn một giờ rồi');

  const deviceId = await page.evaluate(() => localStorage.getItem('loginDeviceId') ?? '');
  const answer = async () => {
    await expect(page.locator('.captcha-image img')).toBeVisible();
    const body = await (await request.get(`/__test/captcha?deviceId=${encodeURIComponent(deviceId.replace(/^"|"$/g, ''))}`, { headers: { Merchant: 'DEMO' } })).json();
    return String(body.value);
  };
  // tap for another captcha
  await page.getByRole('button', { name: 'Ảnh mã xác nhận, nhấn để đổi mã khác' }).click();
  // offline: refused, text kept
  await page.getByRole('textbox', { name: 'Mã xác nhận' }).fill(await answer());
  await page.context().setOffline(true);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(/ngoại tuyến/);
  await expect(page.getByLabel('Nội dung')).toHaveValue('Rút tiền chậm quá, hơn một giờ rồi');
  await page.context().setOffline(false);

  await page.getByRole('textbox', { name: 'Mã xác nhận' }).fill(await answer());
  await submit.click();
  await expect(page.getByText('Đã gửi góp ý, cảm ơn bạn!')).toBeVisible();
  await expect(page.getByText('Đang chờ trả lời')).toBeVisible();
  const id = /#(\d+) .*msg_feedback_vi/.exec(await ops('feedback'))?.[1];
  expect(id).toBeTruthy();
  await ops('feedback', 'reply', id!, 'Đã xử lý, xin lỗi bạn');
  await page.reload();
  await expect(page.getByText('Trả lời: Đã xử lý, xin lỗi bạn')).toBeVisible();
  await page.screenshot({ path: '/tmp/messages-shots/feedback-vi.png', fullPage: true });
});
