import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { clearSession } from '../../platform/session';
import { toast } from '../../ui/toast-store';
import { HOME_ROUTE } from '../../config/constants';

/**
 * Spec §4 logout, shared by the side menu, settings and the member centre:
 * loading message, session storage cleared, autoLogin = 0, back to /m/home.
 * The server-side token revocation joins here with the accounts issue, when
 * the reference server starts issuing tokens.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return () => {
    const loading = toast.loading(t('menu.logging_out'));
    clearSession();
    toast.hide(loading);
    navigate(HOME_ROUTE, { replace: true });
  };
}
