import type { RunEnvironment } from '../../../platform/environment';
import { currentEnvironment } from '../../../platform/current-environment';
import { readText } from '../../../platform/storage';
import { STORAGE_KEYS } from '../../../config/constants';

/** Spec §2.8: hidden once closed, in an installed web app and in the native app. */
export function showsDownloadBar(environment: RunEnvironment, closedBefore: boolean): boolean {
  return environment === 'H5' && !closedBefore;
}

/** Whether this browser, now, shows the bar (what the server's page must hold for the client to hydrate it). */
export function showsDownloadBarHere(): boolean {
  return showsDownloadBar(currentEnvironment(), readText(STORAGE_KEYS.downloadBarHidden) === '1');
}
