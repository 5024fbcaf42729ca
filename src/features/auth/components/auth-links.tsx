import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFlag } from '../../../api/system/flags';
import { useFreePlay } from '../hooks/use-free-play';
import { openModal } from '../../../ui/modal-store';
import { CustomerServiceLink } from './support-links';
import { APP_PATHS } from '../../../config/paths';
import '../i18n-bundle';

/**
 * Under the login and register forms: free trial (with FREEPLAY3), customer
 * service, and the way to the other form (in a dialog, the other dialog).
 */
export function AuthLinks({ other, inDialog }: { other: 'login' | 'register'; inDialog: boolean }) {
  const { t } = useTranslation();
  const freePlayOn = useFlag('FREEPLAY3');
  const startFreePlay = useFreePlay();
  const label = other === 'register' ? `${t('auth.no_account')} ${t('titles.register')}` : `${t('auth.have_account')} ${t('titles.login')}`;
  return (
    <div className="auth-links">
      {freePlayOn && (
        <button type="button" className="button button--ghost auth-links__item" onClick={() => void startFreePlay()}>
          {t('auth.free_play')}
        </button>
      )}
      <CustomerServiceLink />
      {inDialog ? (
        <button type="button" className="link-button auth-links__item" onClick={() => openModal(other)}>
          {label}
        </button>
      ) : (
        <Link href={APP_PATHS[other]} className="auth-links__item">
          {label}
        </Link>
      )}
    </div>
  );
}
