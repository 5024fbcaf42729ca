import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '../../../platform/session';
import { useFlag } from '../../../api/system/flags';
import { Icon } from '../../../ui/icons';
import { APP_PATHS, appPath } from '../../../config/paths';
import { useBrandName } from '../../../api/system/brand';

/** The main header of the home paths: menu, brand and the header actions (free play composed by the app). */
export function MainHeader({ onOpenMenu, onFreePlay }: { onOpenMenu: () => void; onFreePlay: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const freePlay = useFlag('FREEPLAY3');
  const brand = useBrandName();
  return (
    <header className={`app-header app-header--main${session ? '' : ' app-header--guest'}`}>
      <button type="button" className="icon-button" aria-label={t('common.open_menu')} onClick={onOpenMenu}>
        <Icon name="menu" />
      </button>
      <Link href={APP_PATHS.home} className="brand" aria-label={brand}>
        <img className="brand__icon" src="/icons/icon-192.png" alt="" width="28" height="28" />
        <span className="brand__text">{brand}</span>
      </Link>
      <div className="app-header__actions">
        <Link href={appPath('message', { service: 1 })} className="icon-button" aria-label={t('header.customer_service')}>
          <Icon name="support" />
        </Link>
        {session ? (
          <Link href={APP_PATHS.deposit} className="button button--small">
            {t('header.deposit')}
          </Link>
        ) : (
          <>
            {freePlay && (
              <button type="button" className="button button--small button--ghost" onClick={onFreePlay}>
                {t('header.free_play')}
              </button>
            )}
            <Link href={APP_PATHS.login} className="button button--small button--ghost">
              {t('header.login')}
            </Link>
            <Link href={APP_PATHS.register} className="button button--small">
              {t('header.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
