import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../../platform/session';
import { Icon, type IconName } from '../../../ui/icons';
import { Badge } from '../../../ui/badge';
import { HOME_PATHS } from '../../../config/constants';

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
  const items: FooterItem[] = [
    { href: '/m/home', label: t('nav.home'), icon: 'home' },
    { href: '/m/activity', label: t('nav.promotion'), icon: 'gift' },
    session
      ? { href: '/m/member/manualRebate', label: t('nav.manual_rebate'), icon: 'rebate' }
      : { href: '/m/login', label: t('nav.login'), icon: 'login' },
    session
      ? { href: '/m/voucherCenter', label: t('nav.deposit'), icon: 'wallet' }
      : { href: '/m/register', label: t('nav.register'), icon: 'register' },
    { href: '/m/member/home', label: t('nav.member'), icon: 'user', badge: session ? unread : 0 },
  ];
  const isActive = (href: string) => (href === '/m/home' ? HOME_PATHS.includes(location) : location === href);
  return (
    <footer className="app-footer">
      <nav aria-label={t('nav.main')} className="footer-nav">
        {items.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            className={`footer-nav__item${isActive(item.href) ? ' is-active' : ''}`}
            aria-current={isActive(item.href) ? 'page' : undefined}
            onClick={() => item.href === '/m/home' && window.scrollTo({ top: 0 })}
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
