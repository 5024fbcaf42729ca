import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Icon } from '../../../ui/icons';
import { ChangePasswordForm } from './change-password-form';
import './auth.css';
import { APP_PATHS } from '../../../config/paths';

/**
 * /m/changePsw: members only (the route guard sends guests to /m/login). The
 * shell gives this path no title bar, so the page carries its own: back
 * (spec §2.6: closing goes back) and the h1.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(APP_PATHS.home, { replace: true });
  };
  return (
    <div className="auth-page auth-page--plain">
      <div className="auth-page__bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={goBack}>
          <Icon name="back" />
        </button>
        <h1 className="auth-page__bar-title">{t('titles.changePsw')}</h1>
        <span className="icon-button" aria-hidden="true" />
      </div>
      <ChangePasswordForm />
    </div>
  );
}
