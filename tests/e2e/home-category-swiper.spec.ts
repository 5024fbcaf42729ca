import { expect, test } from './fixtures';

/** Spec §9 "category swiper 5 slides": the home's category row shows five categories to a view and is swiped a category at a time. */
test('home: the category row shows five categories to a view, and a swipe lands on a whole category', async ({ page }) => {
  await page.goto('/m/home');
  const row = page.getByRole('tablist').first();
  const tabs = row.getByRole('tab');
  await expect(tabs.nth(5)).toBeAttached(); // more than five categories: the row scrolls
  const box = (await row.boundingBox())!;
  const widths = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  // five tabs and their four gaps fill the row exactly
  const gap = await row.evaluate((el) => parseFloat(getComputedStyle(el).columnGap));
  for (const width of widths) expect(Math.abs(width * 5 + gap * 4 - box.width)).toBeLessThan(1);
  const inView = await tabs.evaluateAll((els, right) => els.filter((el) => el.getBoundingClientRect().right <= right + 0.5).length, box.x + box.width);
  expect(inView).toBe(5);
  expect(await row.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory');
  // a swipe part of the way lands on a whole tab: the row's left edge is a tab's left edge
  await row.evaluate((el) => el.scrollBy({ left: (el.firstElementChild as HTMLElement).offsetWidth * 1.3, behavior: 'instant' }));
  await expect.poll(() => row.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    return [...el.children].some((tab) => Math.abs(tab.getBoundingClientRect().left - left) < 1) && el.scrollLeft > 0;
  })).toBe(true);
});
