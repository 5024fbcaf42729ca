import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Dialog } from '../../../ui/dialog';
import { closeModal, useOpenModal, type ExclusiveModal } from '../../../ui/modal-store';

const PAGES: Record<ExclusiveModal, { href: string; title: 'titles.login' | 'titles.register' | 'titles.forget'; link: 'auth.open_login_page' | 'auth.open_register_page' | 'auth.open_forget_page' }> = {
  login: { href: '/m/login', title: 'titles.login', link: 'auth.open_login_page' },
  register: { href: '/m/register', title: 'titles.register', link: 'auth.open_register_page' },
  forget: { href: '/m/forget', title: 'titles.forget', link: 'auth.open_forget_page' },
};

/**
 * The login, register and forgot-password dialogs; one at a time (ui/modal-store).
 * Their forms arrive with the accounts issue; until then each says so.
 */
export function AuthModals() {
  const { t } = useTranslation();
  const open = useOpenModal();
  if (!open) return null;
  const page = PAGES[open];
  return (
    <Dialog title={t(page.title)} onClose={closeModal}>
      <p>{t('auth.login_soon')}</p>
      <Link href={page.href} className="button button--block" onClick={closeModal}>
        {t(page.link)}
      </Link>
    </Dialog>
  );
}
