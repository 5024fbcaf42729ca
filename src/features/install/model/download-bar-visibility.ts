import type { RunEnvironment } from '../../../platform/environment';

/** Spec §2.8: hidden once closed, in an installed web app and in the native app. */
export function showsDownloadBar(environment: RunEnvironment, closedBefore: boolean): boolean {
  return environment === 'H5' && !closedBefore;
}
