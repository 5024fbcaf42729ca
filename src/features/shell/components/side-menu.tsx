import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '../../../platform/session';
import { useDisplayName } from '../../../api/member/member-info';
import { useStatusValue } from '../../../api/system/status';
import { isFlagOn, resourceUrl } from '../../../api/system/flags';
import { showToast } from '../../../ui/toast-store';
import { openModal } from '../../../ui/modal-store';
import { useConfirmStep } from '../../../ui/confirm-dialog';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { TOAST_MS } from '../../../config/constants';
import { GAME_CATEGORY_LINKS } from '../../../config/game-categories';
import { useModalDialog } from '../../../ui/use-modal-dialog';
import { PromotionMenuLinks } from './promotion-menu-links';
import { Badge } from '../../../ui/badge';
import { APP_PATHS } from '../../../config/paths';

const MEMBER_LINKS = [
  { href: APP_PATHS.webEmail, key: 'menu.inbox' },
  { href: APP_PATHS.announcement, key: 'menu.announcements' },
  { href: APP_PATHS.fundsPassword, key: 'menu.funds_password' },
  { href: APP_PATHS.gameRecord, key: 'menu.bet_record' },
] as const;

const COMMON_LINKS = [
  { href: APP_PATHS.help, key: 'menu.help' },
  { href: APP_PATHS.app, key: 'menu.app' },
  { href: APP_PATHS.set, key: 'menu.settings' },
] as const;

/**
 * The side menu (spec §2.8): guest and member variants, a native modal
 * `<dialog>` (focus inside, Escape closes, the page behind inert). Sign-out
 * comes from the app, which composes it from the auth feature.
 */
export function SideMenu({ onClose, onSignOut, unread }: { onClose: () => void; onSignOut: () => void; unread?: { inbox: number; total: number } }) {
  const { t } = useTranslation();
  const session = useSession();
  const displayName = useDisplayName();
  const status = useStatusValue();
  const modal = useModalDialog({ onClose });
  const signOut = useConfirmStep(t('menu.logout_confirm'), () => {
    onClose();
    onSignOut();
  });
  const telegram = resourceUrl(status, 'TELEGRAM');
  const facebook = resourceUrl(status, 'FACEBOOK');

  return (
    <dialog {...modal} className="drawer-dialog" aria-label={t('menu.title')}>
      <aside className="drawer">
        <div className="drawer__head">
          {session ? (
            <>
              <p className="drawer__name">{t('menu.hello', { name: displayName })}</p>
              <div className="drawer__buttons">
                {/* switched-off money screens (DEPOSIT, WITHDRAW) get no link: the server refuses them */}
                {isFlagOn(status, 'DEPOSIT') && <Link href={APP_PATHS.deposit} className="button button--small" onClick={onClose}>{t('menu.deposit')}</Link>}
                {isFlagOn(status, 'WITHDRAW') && <Link href={APP_PATHS.withdraw} className="button button--small button--ghost" onClick={onClose}>{t('menu.withdraw')}</Link>}
              </div>
            </>
          ) : (
            <>
              <p className="drawer__hint">{t('menu.guest_hint')}</p>
              <div className="drawer__buttons">
                <Link href={APP_PATHS.login} className="button button--small button--ghost" onClick={onClose}>{t('header.login')}</Link>
                <Link href={APP_PATHS.register} className="button button--small" onClick={onClose}>{t('header.register')}</Link>
              </div>
            </>
          )}
          <button type="button" className="icon-button drawer__close" aria-label={t('common.close_menu')} onClick={onClose}>×</button>
        </div>

        <nav aria-label={t('menu.categories')}>
          <h2 className="drawer__section">{t('menu.categories')}</h2>
          <ul className="drawer__grid">
            {GAME_CATEGORY_LINKS.map((c) => (
              <li key={c.href}><Link href={c.href} onClick={onClose}>{t(`categories.${c.key}`)}</Link></li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t('menu.links')}>
          <ul className="drawer__list">
            {session && (
              <li><Link href={APP_PATHS.message} onClick={onClose}>{t('titles.message')}<Badge count={unread?.total} label={t('titles.message')} /></Link></li>
            )}
            {session && MEMBER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} onClick={onClose}>{t(l.key)}{l.href === APP_PATHS.webEmail && <Badge count={unread?.inbox} label={t(l.key)} />}</Link>
              </li>
            ))}
            <PromotionMenuLinks onClose={onClose} />
            {session && (
              <li>
                <button type="button" className="link-button" onClick={() => { onClose(); openModal('changePsw'); }}>
                  {t('menu.change_password')}
                </button>
              </li>
            )}
            {COMMON_LINKS.map((l) => (
              <li key={l.href}><Link href={l.href} onClick={onClose}>{t(l.key)}</Link></li>
            ))}
            {telegram && <li><a href={telegram} target="_blank" rel="noopener noreferrer">{t('menu.telegram')}</a></li>}
            {facebook && <li><a href={facebook} target="_blank" rel="noopener noreferrer">{t('menu.facebook')}</a></li>}
            <li>
              <button type="button" className="link-button" onClick={() => showToast(t('common.updating'), 'info', TOAST_MS.updateNotice)}>
                {t('menu.pc_version')}
              </button>
            </li>
            {session && (
              <li>
                <button type="button" className="link-button link-button--danger" onClick={signOut.ask}>
                  {t('menu.logout')}
                </button>
              </li>
            )}
          </ul>
        </nav>

        <LanguageSwitcher />

        {signOut.dialog}
      </aside>
    </dialog>
  );
}
