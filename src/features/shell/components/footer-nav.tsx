import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../../platform/session';
import { useFlag } from '../../../api/system/flags';
import { Icon, type IconName } from '../../../ui/icons';
import { Badge } from '../../../ui/badge';
import { HOME_PATHS } from '../../../config/constants';
import { APP_PATHS } from '../../../config/paths';

interface FooterItem {
  href: string;
  label: string;
  icon: IconName;
  badge?: number;
}

/**
 * The bottom menu (games doc, Home and shell): guests get login and register
 * where members get manual rebate and deposit.
 */
export function FooterNav({ unread = 0 }: { unread?: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const [location] = useLocation();
  // With deposits switched off (DEPOSIT) no link leads to a screen the server refuses.
  const depositOn = useFlag('DEPOSIT');
  const items: FooterItem[] = [
    { href: APP_PATHS.home, label: t('nav.home'), icon: 'home' },
    { href: APP_PATHS.activity, label: t('nav.promotion'), icon: 'gift' },
    session
      ? { href: APP_PATHS.manualRebate, label: t('nav.manual_rebate'), icon: 'rebate' }
      : { href: APP_PATHS.login, label: t('nav.login'), icon: 'login' },
    ...(session
      ? depositOn ? [{ href: APP_PATHS.deposit, label: t('nav.deposit'), icon: 'wallet' } as const] : []
      : [{ href: APP_PATHS.register, label: t('nav.register'), icon: 'register' } as const]),
    { href: APP_PATHS.memberHome, label: t('nav.member'), icon: 'user', badge: session ? unread : 0 },
  ];
  const isActive = (href: string) => (href === APP_PATHS.home ? HOME_PATHS.includes(location) : location === href);
  return (
    <footer className="app-footer">
      <nav aria-label={t('nav.main')} className="footer-nav">
        {items.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            className={`footer-nav__item${isActive(item.href) ? ' is-active' : ''}`}
            aria-current={isActive(item.href) ? 'page' : undefined}
            onClick={() => item.href === APP_PATHS.home && window.scrollTo({ top: 0 })}
          >
            <span className="footer-nav__icon">
              <Icon name={item.icon} />
              <Badge count={item.badge} />
            </span>
            <span className="footer-nav__label">{item.label}</span>
          </Link>
        ))}
      </nav>
    </footer>
  );
}
