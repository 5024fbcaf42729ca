import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStatusValue } from '../../../api/system/status';
import { isFlagOn } from '../../../api/system/flags';
import { Badge } from '../../../ui/badge';
import { useInboxUnread } from '../api/unread-counts';
import { visibleMenu } from '../model/menu';

/** The spec's menu table, each entry gated by its whitelabel key; news/mail carries the inbox badge. */
export function AgentMenu() {
  const { t } = useTranslation();
  const status = useStatusValue();
  const entries = visibleMenu((flag) => isFlagOn(status, flag));
  const unread = useInboxUnread(entries.some((entry) => entry.key === 'mail'));
  return (
    <nav aria-label={t('agent.menu')}>
      <ul className="agent-menu">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} className="agent-menu__item">
              <span>{t(`agent.menu_${entry.key}`)}</span>
              {entry.key === 'mail' && <Badge count={unread} label={t('agent.unread')} />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
