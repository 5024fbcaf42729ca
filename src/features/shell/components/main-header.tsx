import { useTranslation } from 'react-i18next';
import { GuestLinks } from '../../../ui/guest-links';
import { Link } from 'wouter';
import { useSession } from '../../../platform/session';
import { useFlag } from '../../../api/system/flags';
import { Icon } from '../../../ui/icons';
import { APP_PATHS, appPath } from '../../../config/paths';
import { useBrandName } from '../../../api/system/brand';
import { useConfirmStep } from '../../../ui/confirm-dialog';
import { SESSION_PENDING_ATTRIBUTE, useSignedInHint } from '../../../platform/signed-in-hint';

/**
 * Where the headset leads: the live chat while it is switched on (CBS3), else
 * the message centre and its other customer-service entries; a guest goes to
 * login first and comes back to that place (the login page says why).
 */
export function supportHref(signedIn: boolean, liveChat: boolean): string {
  const target = liveChat ? appPath('message', { service: 1 }) : APP_PATHS.message;
  return signedIn ? target : `${APP_PATHS.login}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The brand's small picture. Low fetch priority: on a first visit the
 * banner below is the screen's largest paint, and on a slow connection it
 * should not share the first round trips with a 28 px icon
 * (docs/decisions/0118-first-screen-icons-at-low-priority.md).
 */
function BrandIcon() {
  return <img className="brand__icon" src="/icons/icon-192.png" alt="" width="28" height="28" fetchPriority="low" decoding="async" />;
}

/** The main header of the home paths: menu, brand and the header actions (free play and sign-out composed by the app). */
export function MainHeader({ onOpenMenu, onFreePlay, onSignOut }: { onOpenMenu: () => void; onFreePlay: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const freePlay = useFlag('FREEPLAY3');
  const liveChat = useFlag('CBS3');
  // deposits switched off (DEPOSIT): no link to a screen the server refuses
  const depositOn = useFlag('DEPOSIT');
  const brand = useBrandName();
  const signedInHint = useSignedInHint();
  const signOut = useConfirmStep(t('menu.logout_confirm'), onSignOut);
  // the server's render for a signed-in player it cannot name: the actions' place stays empty, never the guest's buttons
  if (!session && signedInHint) {
    return (
      <header className="app-header app-header--main">
        <button type="button" className="icon-button" aria-label={t('common.open_menu')} onClick={onOpenMenu}>
          <Icon name="menu" />
        </button>
        <Link href={APP_PATHS.home} className="brand" aria-label={brand}>
          <BrandIcon />
          <span className="brand__text">{brand}</span>
        </Link>
        <div className="app-header__actions" {...{ [SESSION_PENDING_ATTRIBUTE]: '' }} />
      </header>
    );
  }
  return (
    <header className={`app-header app-header--main${session ? '' : ' app-header--guest'}`}>
      <button type="button" className="icon-button" aria-label={t('common.open_menu')} onClick={onOpenMenu}>
        <Icon name="menu" />
      </button>
      <Link href={APP_PATHS.home} className="brand" aria-label={brand}>
        <BrandIcon />
        <span className="brand__text">{brand}</span>
      </Link>
      <div className="app-header__actions">
        <Link href={supportHref(session !== null, liveChat)} className="icon-button" aria-label={t('header.customer_service')}>
          <Icon name="support" />
        </Link>
        {session ? (
          <>
            {depositOn && (
              <Link href={APP_PATHS.deposit} className="button button--small">
                {t('header.deposit')}
              </Link>
            )}
            <button type="button" className="icon-button" aria-label={t('header.logout')} onClick={signOut.ask}>
              <Icon name="logout" />
            </button>
          </>
        ) : (
          <>
            {freePlay && (
              <button type="button" className="button button--small button--ghost" onClick={onFreePlay}>
                {t('header.free_play')}
              </button>
            )}
            <GuestLinks />
          </>
        )}
      </div>
      {signOut.dialog}
    </header>
  );
}
