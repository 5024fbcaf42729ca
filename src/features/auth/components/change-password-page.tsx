import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageHeader } from '../../../ui/page-header';
import { ChangePasswordForm } from './change-password-form';
import './auth.css';
import { APP_PATHS } from '../../../config/paths';

/**
 * /m/changePsw: members only (the route guard sends guests to /m/login). The
 * shell shows no header of its own on this path, so the page's header is the
 * one header: back (spec §2.6: closing goes back) and the h1.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(APP_PATHS.home, { replace: true });
  };
  return (
    <>
      <PageHeader title={t('titles.changePsw')} onBack={goBack} />
      <div className="auth-page auth-page--plain">
        <ChangePasswordForm />
      </div>
    </>
  );
}
