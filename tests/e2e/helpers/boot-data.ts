import type { Page } from '@playwright/test';
import { BOOT_ELEMENT_ID } from '../../../contract/boot';

const BOOT_SCRIPT = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">.*?</script>`, 's');

/**
 * Serves the pages without the boot data the server puts in them, as the
 * service worker's shell or a page from another host would be: the app
 * must then ask the API itself.
 */
export async function withoutBootData(page: Page, url = '**/m/home'): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(BOOT_SCRIPT, '');
    return route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
}
