import { useEffect, type ReactNode } from 'react';
import { useStatus } from '../api/system/status';
import { resourceUrl } from '../api/system/flags';
import { siteTemplate } from '../api/system/site-derived';
import { deriveSiteStatus, SITE_STATUS } from '../features/status/model/derive-status';
import { MaintenancePage } from '../features/status/components/maintenance-page';
import { BlockedPage } from '../features/status/components/blocked-page';
import { StartupFailedPage } from '../features/status/components/startup-failed-page';
import { Splash } from '../features/status/components/splash';

/**
 * Spec §2.2: the status decides the screen. A cached status renders at once
 * while the fresh one loads; with neither, a splash, and on failure a retry.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const retry = () => void status.refetch();
  // the template (spec §2.2) is there for styles that differ between the two
  useEffect(() => {
    if (status.data) document.documentElement.dataset.template = siteTemplate(status.data);
  }, [status.data]);
  if (status.data) {
    const site = deriveSiteStatus(status.data);
    if (site === SITE_STATUS.maintenance) {
      return <MaintenancePage endsAt={status.data.maintenanceEnd} onCheckAgain={retry} checking={status.isFetching} />;
    }
    if (site === SITE_STATUS.blocked) {
      return <BlockedPage ip={status.data.location.ip} supportUrl={resourceUrl(status.data, 'TELEGRAM')} />;
    }
    return <>{children}</>;
  }
  if (status.isError && !status.isFetching) return <StartupFailedPage error={status.error} onRetry={retry} />;
  return <Splash />;
}
