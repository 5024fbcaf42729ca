import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBalance } from '../../../api/wallet/balance';
import { useDisplayName } from '../../../api/member/member-info';
import { APP_PATHS } from '../../../config/paths';
import { useFlag } from '../../../api/system/flags';
import { useFormats } from '../../../api/system/use-formats';
import { useSession } from '../../../platform/session';
import { presetRange } from '../../../ui/date-range';
import { QueryStates } from '../../../ui/query-states';
import { useTeamSummary } from '../api/team-summary';
import { greetingFor } from '../model/greeting';
import { AgentFooter } from './agent-footer';
import { AgentMenu } from './agent-menu';
import { TeamFooterFigures } from './figures';
import '../agent.css';
import '../i18n-bundle';

/**
 * /m/agent (agents only; the route guard sends everyone else home): the
 * greeting by local hour, username, total balance with withdraw and
 * deposit, today's team figures, the menu and the agent footer.
 */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const depositOn = useFlag('DEPOSIT');
  const withdrawOn = useFlag('WITHDRAW');
  const session = useSession();
  const name = useDisplayName();
  const wallet = useBalance();
  const formats = useFormats();
  const today = useMemo(() => presetRange('today'), []);
  const summary = useTeamSummary(today);
  const greeting = greetingFor(new Date().getHours());
  return (
    <div className="agent-home">
      <header className="agent-hero">
        <h1 className="agent-hero__greeting">{`${t(`agent.greeting_${greeting}`)}, ${name}`}</h1>
        <p className="agent-hero__user">{session?.userName}</p>
        <p className="agent-hero__label">{t('agent.total_balance')}</p>
        <output className="agent-hero__balance" aria-live="polite" data-testid="agent-balance">
          {wallet.data ? formats.money(wallet.data.sumBalance) : '******'}
        </output>
        <div className="agent-hero__actions">
          {/* switched-off money screens (DEPOSIT, WITHDRAW) get no link: the server refuses them */}
          {withdrawOn && <Link href={APP_PATHS.withdraw} className="button button--ghost">{t('agent.withdraw')}</Link>}
          {depositOn && <Link href={APP_PATHS.deposit} className="button">{t('agent.deposit')}</Link>}
        </div>
      </header>
      <section className="agent-card" aria-labelledby="agent-today">
        <h2 id="agent-today" className="agent-card__title">{t('agent.today_stats')}</h2>
        <QueryStates query={summary} isEmpty={false} emptyText="">
          {() => <TeamFooterFigures footer={summary.data!.footer} />}
        </QueryStates>
      </section>
      <AgentMenu />
      <AgentFooter />
    </div>
  );
}
