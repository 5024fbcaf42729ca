import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { QueryStates } from '../../../ui/query-states';
import { useTeamSummary } from '../api/team-summary';
import { AGENT_MAX_DAYS, AGENT_PRESETS, useDayRange } from '../hooks/use-day-range';
import { TeamFooterFigures } from './figures';
import '../agent.css';
import '../i18n-bundle';

/** /m/agent/team/overview: the team's counts and totals over a chosen range. */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useDayRange();
  const summary = useTeamSummary(range);
  return (
    <div className="agent-page">
      <DateRangeFilter presets={AGENT_PRESETS} value={range} onChange={setRange} maxDays={AGENT_MAX_DAYS} />
      <section className="agent-card" aria-label={t('titles.teamOverview')}>
        <QueryStates query={summary} isEmpty={false} emptyText="">
          {() => <TeamFooterFigures footer={summary.data!.footer} withMembers />}
        </QueryStates>
      </section>
    </div>
  );
}
