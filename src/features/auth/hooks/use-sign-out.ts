import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { clearSession, getSession } from '../../../platform/session';
import { toast } from '../../../ui/toast-store';
import { logout } from '../../../api/auth/session';
import { APP_PATHS } from '../../../config/paths';

/**
 * Spec §4 logout, shared by the side menu, settings and the member centre:
 * loading message, the token revoked on the server (DELETE logout), session
 * storage cleared, autoLogin = 0, back to /m/home. A failed or offline
 * logout still signs out here: the player asked to leave, and an unused
 * token expires on the server.
 */
export async function signOut(): Promise<void> {
  const token = getSession()?.token;
  try {
    if (token) await logout(token);
  } catch {
    // see above: never keep a player signed in because the network failed
  } finally {
    clearSession();
  }
}

export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return async () => {
    const loading = toast.loading(t('menu.logging_out'));
    try {
      await signOut();
    } finally {
      toast.hide(loading);
      navigate(APP_PATHS.home, { replace: true });
    }
  };
}
