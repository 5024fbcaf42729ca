import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { freePlay, trialUser } from '../../../api/auth/session';
import { getSession, setSession } from '../../../platform/session';
import { canFreePlay } from '../../../platform/roles';
import { getLoginDeviceId } from '../../../platform/device-id';
import { writeText } from '../../../platform/storage';
import { closeModal } from '../../../ui/modal-store';
import { showToast, toast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { MERCHANT_CODE } from '../../../config/env';
import { TOAST_MS, TRIAL_MEMBER_TYPE } from '../../../config/constants';
import { APP_PATHS } from '../../../config/paths';

/** The trial account's name is kept in session storage (spec §3). */
export const TRIAL_NAME_KEY = 'trialUserName';

/**
 * Spec §4 free trial, shared by the login and register forms and the header:
 * please-wait, trial login, the login dialog closed, the route replaced with
 * /m/home unless the trial flag is 0; the session is stored as type 4.
 * The trial account is the one the trial account creation call names (spec
 * §7, docs/decisions/0082), and the player is told its name.
 */
export function useFreePlay(): () => Promise<void> {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  return async () => {
    const session = getSession();
    // spec §6: free play is for types 0, 1, 2; a trial user or an agent is told at once
    if (session && !canFreePlay(session.type)) {
      showToast(t('errors.free_reject'), 'info', TOAST_MS.freeReject);
      return;
    }
    const loading = toast.loading(t('common.please_wait'), TOAST_MS.loadingMax);
    try {
      // the auth texts of the toasts below come with the call: the header that
      // offers free play is on a first screen, which loads without them (docs/decisions/0087)
      const [value] = await Promise.all([(async () => freePlay(getLoginDeviceId(), await trialUser()))(), import('../i18n-bundle')]);
      toast.hide(loading);
      closeModal();
      if (value.trial === 0) {
        toast.short(t('auth.trial_unavailable'));
        return;
      }
      setSession({ token: value.token, userName: value.userName, type: TRIAL_MEMBER_TYPE, merchantCode: MERCHANT_CODE });
      writeText(TRIAL_NAME_KEY, value.userName, 'session');
      navigate(APP_PATHS.home, { replace: true });
      toast.short(t('auth.trial_started', { name: value.userName }));
    } catch (error) {
      toast.hide(loading);
      toast.error(errorText(error));
    }
  };
}
