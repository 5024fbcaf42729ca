import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS, appPath } from '../../../config/paths';
import { Badge } from '../../../ui/badge';
import { Icon, type IconName } from '../../../ui/icons';
import { useDividendInfo } from '../api/dividend-info';
import { useAgentNoticesUnread } from '../api/unread-counts';

/** The agent footer: home, open account, dividend (when shown), announcements ?types=A with its badge. */
export function AgentFooter() {
  const { t } = useTranslation();
  const info = useDividendInfo();
  const unread = useAgentNoticesUnread();
  const items: { href: string; label: string; icon: IconName; badge?: number }[] = [
    { href: APP_PATHS.home, label: t('agent.footer_home'), icon: 'home' },
    { href: APP_PATHS.agentRegister, label: t('agent.footer_open_account'), icon: 'register' },
    ...(info.data?.dividendShown ? [{ href: APP_PATHS.agentDividend, label: t('agent.footer_dividend'), icon: 'gift' as const }] : []),
    { href: appPath('memberNotice', { types: 'A' }), label: t('agent.footer_notices'), icon: 'bell', badge: unread },
  ];
  return (
    <footer className="app-footer agent-footer">
      <nav aria-label={t('agent.footer')} className="footer-nav">
        {items.map((item) => (
          <Link key={item.href} href={item.href} className="footer-nav__item">
            <span className="footer-nav__icon">
              <Icon name={item.icon} />
              <Badge count={item.badge} label={t('agent.unread')} />
            </span>
            <span className="footer-nav__label">{item.label}</span>
          </Link>
        ))}
      </nav>
    </footer>
  );
}
