import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '../api/client';
import { currentEnvironment } from '../platform/current-environment';
import { deviceHeaderFor } from '../platform/environment';
import { registerServiceWorker } from '../platform/service-worker';
import { installChunkRecovery } from '../platform/chunk-recovery';
import { captureInstallPrompt } from '../platform/install-prompt';
import { initI18n, currentLanguage } from '../i18n/setup';
import { wireLanguage } from '../i18n/languages';
import { createQueryClient } from './query-client';
import { restoreAndPersist } from './query-persistence';
import { registerGameMutationDefaults } from '../api/games/favourites';
import { registerAnnouncementMutations } from '../features/announcements/api/mark-read';
import { BUILD_ID } from '../config/env';
import { statusQueryOptions } from '../api/system/status';
import { homeBannersQuery } from '../api/announcements/announcements';
import { isHomePath } from './layout/layout-rules';
import { seedBootData, takeBootData } from './boot-data';
import { storedAt } from '../platform/first-screen-store';
import { loadMemberInfoWithSession } from '../api/member/member-info';
import { continueAfterLogin } from './after-login';
import { startDomainRouteRefresh } from '../api/system/domain-route';
import { applyFlags, startWhitelabelRefresh } from '../api/system/whitelabel';

/**
 * Spec §2.2 start-up, in order: the merchant (configured at build time) and
 * the protocol context for the API client, the app marker, the language and
 * the cached status (the persisted query cache); then the first render,
 * while the gate refreshes the status in the background.
 */
export async function startUp(): Promise<QueryClient> {
  // the running version, for support and for tests of the update flow
  document.documentElement.dataset.build = BUILD_ID;
  installChunkRecovery();
  captureInstallPrompt();
  const environment = currentEnvironment();
  configureClient({
    language: () => wireLanguage(currentLanguage()),
    device: () => deviceHeaderFor(environment, navigator.userAgent),
  });
  const queryClient = createQueryClient();
  // before the restore: resumed offline favourite toggles need their functions
  registerGameMutationDefaults(queryClient);
  // offline actions must know their function before paused ones resume
  registerAnnouncementMutations(queryClient);
  // a guest's tap that asked for a login continues once they have logged in
  continueAfterLogin();
  const boot = takeBootData();
  await Promise.all([initI18n(), restoreAndPersist(queryClient)]);
  const language = wireLanguage(currentLanguage());
  // Boot data in the page is this moment's answer; without it, the cached
  // status renders at once and is revalidated now, whatever its age.
  if (!seedBootData(queryClient, boot, language, location.origin, storedAt())) void queryClient.prefetchQuery({ ...statusQueryOptions(), staleTime: 0 });
  // The home banner is the largest paint: ask for it alongside the status
  // instead of after it (the gate renders the lobby only once the status is in).
  if (isHomePath(location.pathname)) void queryClient.prefetchQuery(homeBannersQuery(language));
  // the member's nickname and VIP label, for the first screen that names them, and again after each login
  loadMemberInfoWithSession(queryClient);
  // the domain list the API failover moves along, now and every 180 s (docs/decisions/0082)
  startDomainRouteRefresh();
  // the flags again on each return to the foreground and every minute in view: a switch shows without a reload (docs/decisions/0082)
  startWhitelabelRefresh({ apply: (flags) => applyFlags(queryClient, flags) });
  registerServiceWorker();
  return queryClient;
}
