import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './auth.css';
import { APP_PATHS } from '../../../config/paths';
import { useBrandName } from '../../../api/system/brand';
import '../i18n-bundle';

/**
 * The frame of /m/login, /m/register and /m/forget, which have no header or
 * footer (spec §2.1): a way home, the login/register switch, the form.
 */
export function AuthPageFrame({ current, title, children }: { current: 'login' | 'register' | 'forget'; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="auth-page">
      <div className="auth-page__top">
        <Link href={APP_PATHS.home} className="auth-page__back" replace>
          ‹ {t('common.go_home')}
        </Link>
        <span className="auth-page__brand">{brand}</span>
      </div>
      {current === 'forget' ? (
        <h1 className="auth-page__title">{title}</h1>
      ) : (
        <>
          <h1 className="visually-hidden">{title}</h1>
          <nav className="auth-switch" aria-label={t('auth.switch_label')}>
            <Link href={APP_PATHS.login} className="auth-switch__link" aria-current={current === 'login' ? 'page' : undefined}>
              {t('titles.login')}
            </Link>
            <Link href={APP_PATHS.register} className="auth-switch__link" aria-current={current === 'register' ? 'page' : undefined}>
              {t('titles.register')}
            </Link>
          </nav>
        </>
      )}
      {children}
    </div>
  );
}
