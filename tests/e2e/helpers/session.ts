import type { Page } from '@playwright/test';

/**
 * Puts a session record in storage before the app starts. Logging in for
 * real arrives with the accounts issue; until then the client-side guards
 * are exercised with a stored session of the given member type.
 */
export async function useStoredSession(page: Page, type: number, userName = 'demo_player'): Promise<void> {
  await page.addInitScript(
    ([memberType, name]) => {
      localStorage.setItem('sessionInfo', JSON.stringify({ token: 'e2e', userName: name, type: memberType, merchantCode: 'DEMO' }));
    },
    [type, userName] as const,
  );
}
