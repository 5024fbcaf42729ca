import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';

/** Issue 27 (the UX review: "Stats labels are truncated ('Cược hợ…', 'Thắng/t…')"): the agent home's figures read whole. */
for (const width of [412, 320]) {
  test(`the agent home's team figures: every label whole at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, request, 'demoagent');
    await page.goto('/m/agent');
    const labels = page.locator('.agent-figures dt');
    await expect(labels.filter({ hasText: 'Thắng/thua' })).toBeVisible();
    const cut = await labels.evaluateAll((all) =>
      all.filter((dt) => dt.scrollWidth > dt.clientWidth || getComputedStyle(dt).textOverflow === 'ellipsis').map((dt) => dt.textContent),
    );
    expect(cut).toEqual([]);
    // nothing runs past its column into the number beside it
    const overlaps = await page.locator('.agent-figures__item').evaluateAll((items) =>
      items.filter((item) => {
        const [dt, dd] = [item.querySelector('dt')!, item.querySelector('dd')!].map((el) => el.getBoundingClientRect());
        return dt!.right > dd!.left + 0.5;
      }).map((item) => item.textContent),
    );
    expect(overlaps).toEqual([]);
  });
}
