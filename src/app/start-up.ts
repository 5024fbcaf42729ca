import { configureClient } from '../api/client';
import { currentEnvironment } from '../platform/current-environment';
import { deviceHeaderFor } from '../platform/environment';
import { initI18n, currentLanguage } from '../i18n/setup';
import { wireLanguage } from '../i18n/languages';
import { createQueryClient } from './query-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec §2.2 start-up, in order: the merchant (configured at build time) and
 * the protocol context for the API client, the app marker, the language;
 * the status is then read from cache by the gate and refreshed in the
 * background while the first frame is already on screen.
 */
export async function startUp(): Promise<QueryClient> {
  const environment = currentEnvironment();
  configureClient({
    language: () => wireLanguage(currentLanguage()),
    device: () => deviceHeaderFor(environment, navigator.userAgent),
  });
  await initI18n();
  return createQueryClient();
}
