import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { LoginValue } from '../../../../contract';
import { useFlag } from '../../../api/system/flags';
import { login } from '../../../api/auth/session';
import { getLoginDeviceId } from '../../../platform/device-id';
import { setSession } from '../../../platform/session';
import { closeModal, getOpenModal } from '../../../ui/modal-store';
import { toast } from '../../../ui/toast-store';
import { MERCHANT_CODE } from '../../../config/env';
import { safeRedirect } from '../model/redirect';
import { APP_PATHS } from '../../../config/paths';
import '../i18n-bundle';

export const CHANGE_PASSWORD_ROUTE = APP_PATHS.changePsw;

/** Stores a login reply as the session record the mobile site keeps (wps-protocol). */
export function storeLogin(value: LoginValue): void {
  setSession({
    token: value.token,
    id: value.id,
    userName: value.userName,
    type: value.customerType,
    merchantCode: MERCHANT_CODE,
    firstTimeLogin: value.firstTimeLogin,
  });
}

/**
 * After a login or registration: session, dialog closed, where to go next.
 * From a dialog the player stays on the screen they were on (the dialog was
 * opened over it, often by a tap that now continues: a game, a favourite).
 */
export function useFinishLogin(): (value: LoginValue) => void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const forceChange = useFlag('PWDEXPFORCECHANGE3');
  return (value) => {
    const fromDialog = getOpenModal() !== null;
    storeLogin(value);
    closeModal();
    if (value.passwordExpired && forceChange) {
      toast.long(t('auth.password_expired'));
      navigate(CHANGE_PASSWORD_ROUTE, { replace: true });
      return;
    }
    if (fromDialog) return;
    navigate(safeRedirect(globalThis.location?.search ?? '') ?? APP_PATHS.home, { replace: true });
  };
}

/**
 * After a password was set by recovery (by SMS code or by the emailed link):
 * spec §2.5 logs the player in with it, as after any login.
 */
export function useLoginWithNewPassword(): (userName: string, password: string) => Promise<void> {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  return async (userName, password) => {
    toast.success(t('auth.password_set'));
    finishLogin(await login({ type: 'username', username: userName, password, loginDeviceId: getLoginDeviceId() }));
  };
}
