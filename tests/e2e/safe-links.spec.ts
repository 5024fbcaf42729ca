import { expect, test } from './fixtures';

const HEADERS = { Merchant: 'DEMO' };
const SEEDED_EMAIL = 'mailto:support@wps-demo.example';

test.afterEach(async ({ request }) => {
  await request.put('/__test/resource', { headers: HEADERS, data: { resourceType: 'EMAIL', url: SEEDED_EMAIL } });
});

test('a javascript: support contact from settings data never becomes a link on /m/forget', async ({ page, request }) => {
  // Positive control: the seeded email contact shows as a mailto link.
  await page.goto('/m/forget');
  await expect(page.getByRole('link', { name: /support@wps-demo\.example/ })).toHaveAttribute('href', SEEDED_EMAIL);

  const stored = await request.put('/__test/resource', {
    headers: HEADERS,
    data: { resourceType: 'EMAIL', url: 'javascript:document.title="pwned"//support@evil.example' },
  });
  expect(stored.ok()).toBe(true);

  const fresh = await page.context().browser()!.newContext({ baseURL: page.url() });
  try {
    const again = await fresh.newPage();
    await again.goto('/m/forget');
    await expect(again.getByRole('heading', { name: 'Liên hệ hỗ trợ' })).toBeVisible();
    await expect(again.getByRole('link', { name: /evil\.example/ })).toHaveCount(0);
    const hrefs = await again.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    expect(await again.content()).not.toContain('javascript:');
  } finally {
    await fresh.close();
  }
});
