import { ChangePasswordForm } from './change-password-form';
import './auth.css';

/** /m/changePsw: members only (the route guard sends guests to /m/login). */
export default function ChangePasswordPage() {
  return (
    <div className="auth-page auth-page--plain">
      <ChangePasswordForm />
    </div>
  );
}
