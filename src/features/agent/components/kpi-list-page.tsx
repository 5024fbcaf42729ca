import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { MemberKpi } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { QueryStates } from '../../../ui/query-states';
import { Spinner } from '../../../ui/spinner';
import { useTeamKpiList } from '../api/team-kpi-list';
import { AGENT_MAX_DAYS, AGENT_PRESETS, useDayRange } from '../hooks/use-day-range';
import { FigureGrid, toneOf, useMoneyFigures } from './figures';
import { SearchBox } from './search-box';
import { VirtualRows } from '../../../ui/virtual-rows';
import '../agent.css';
import '../i18n-bundle';

const PNL_KEYS = ['deposit', 'withdrawal', 'validBet', 'winLoss', 'rebate'] as const;
const BETTING_KEYS = ['bet', 'validBet', 'winLoss'] as const;

/**
 * Team profit and loss (/m/agent/team/pnl, every member) and team betting
 * (/m/teamBetting, members who bet): a range, a username search, the
 * totals row, then one row per member loaded a page at a time.
 */
export function KpiListPage({ kind }: { kind: 'pnl' | 'betting' }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = useMoneyFigures();
  const [range, setRange] = useDayRange();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const search = params.get('username') ?? '';
  const query = useTeamKpiList(kind, range, search);
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const footer = query.data?.pages[0]?.footer;
  const keys = kind === 'pnl' ? PNL_KEYS : BETTING_KEYS;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = { enabled: hasNextPage && !isFetchingNextPage, pages: query.data?.pages.length ?? 0, load: () => void fetchNextPage() };
  const onSearch = (text: string) => {
    const next = new URLSearchParams(params);
    if (text) next.set('username', text);
    else next.delete('username');
    navigate(`${path}?${next.toString()}`, { replace: true });
  };
  const row = (member: MemberKpi) => (
    <article className="agent-row">
      <header className="agent-row__head">
        <strong>{member.username}</strong>
        <span className="agent-row__meta">{t('agent.level', { level: member.level })}</span>
        {kind === 'betting' && <span className="agent-row__meta">{`${t('agent.bet_count')}: ${formats.whole(member.betCount)}`}</span>}
        <span className={`agent-row__lead is-${toneOf(member.winLoss) ?? 'flat'}`}>{formats.money(member.winLoss)}</span>
      </header>
      <FigureGrid figures={money(member, keys.filter((key) => key !== 'winLoss'))} />
    </article>
  );
  return (
    <div className="agent-page">
      <DateRangeFilter presets={AGENT_PRESETS} value={range} onChange={setRange} maxDays={AGENT_MAX_DAYS} />
      <SearchBox key={search} value={search} onSearch={onSearch} />
      {footer && (
        <section className="agent-card agent-card--total" aria-label={t('agent.total_row')}>
          <h2 className="agent-card__title">{t('agent.total_row')}</h2>
          <FigureGrid figures={[...money(footer, keys), ...(kind === 'betting' ? [{ label: t('agent.bet_count'), value: formats.whole(footer.betCount) }] : [])]} />
        </section>
      )}
      <QueryStates query={query} isEmpty={rows.length === 0} emptyText={t(kind === 'pnl' ? 'agent.no_members' : 'agent.no_bets')}>
        {() => (
          <VirtualRows items={rows} rowRem={kind === 'pnl' ? 1.9 : 1.7} label={t('agent.member_list')} className="agent-rows" getKey={(m) => m.memberId} render={row} more={more} />
        )}
      </QueryStates>
      {isFetchingNextPage && <Spinner label={t('agent.loading_more')} />}
    </div>
  );
}

export function TeamPnlPage() {
  return <KpiListPage kind="pnl" />;
}

export function TeamBettingPage() {
  return <KpiListPage kind="betting" />;
}
