import { SW_EXTERNAL_UPDATE_WINDOW_MS } from '../config/constants';

/**
 * What to do with a new version that is ready (docs/decisions/0005):
 * - found within the external update window after start-up, with no
 *   unsaved input: apply it now (the player has barely started);
 * - otherwise: offer it, and apply it when the player taps update or the
 *   app goes to the background with no unsaved input.
 */
export type UpdateAction = 'apply-now' | 'offer';

export function updateActionFor(msSinceStart: number, unsavedInput: boolean): UpdateAction {
  if (unsavedInput) return 'offer';
  return msSinceStart <= SW_EXTERNAL_UPDATE_WINDOW_MS ? 'apply-now' : 'offer';
}
