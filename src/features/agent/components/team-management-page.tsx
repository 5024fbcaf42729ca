import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Downline } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';
import { QueryStates } from '../../../ui/query-states';
import { Spinner } from '../../../ui/spinner';
import { useSubordinates } from '../api/subordinates';
import { DownlineDialog } from './downline-dialog';
import { SearchBox } from './search-box';
import { VirtualRows } from '../../../ui/virtual-rows';
import '../agent.css';
import '../i18n-bundle';

/**
 * /m/member/team: the whole team (direct first), searchable; a member opens
 * in a dialog (?id= in the URL) with transfer and rate settings.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const search = params.get('username') ?? '';
  const openId = Number(params.get('id')) || null;
  const query = useSubordinates(search);
  const members = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const total = query.data?.pages[0]?.totalCount ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = { enabled: hasNextPage && !isFetchingNextPage, pages: query.data?.pages.length ?? 0, load: () => void fetchNextPage() };
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    const text = next.toString();
    return text ? `${path}?${text}` : path;
  };
  const row = (member: Downline) => (
    <button type="button" className="agent-row agent-row--button" onClick={() => navigate(withParam('id', String(member.id)))}>
      <span className="agent-row__head">
        <strong>{member.username}</strong>
        <span className={`agent-tag${member.isAgent ? ' agent-tag--agent' : ''}`}>{t(member.isAgent ? 'agent.kind_agent' : 'agent.kind_member')}</span>
        <span className="agent-row__meta">{t('agent.level', { level: member.level })}</span>
        <span className="agent-row__lead">{formats.money(member.balance)}</span>
      </span>
      <span className="agent-row__sub">
        {`${t('agent.joined')} ${formats.date(new Date(member.createdAt))}`}
        {member.level > 1 && member.parentUsername ? ` · ${t('agent.upline')} ${member.parentUsername}` : ''}
        {member.teamSize > 0 ? ` · ${t('agent.team_size', { count: member.teamSize })}` : ''}
      </span>
    </button>
  );
  return (
    <div className="agent-page">
      <SearchBox key={search} value={search} onSearch={(text) => navigate(withParam('username', text), { replace: true })} />
      {query.data && <p className="agent-note">{`${t('agent.member_count')}: ${formats.whole(total)}`}</p>}
      <QueryStates query={query} isEmpty={members.length === 0} emptyText={t('agent.no_members')}>
        {() => <VirtualRows items={members} rowRem={1.5} label={t('agent.member_list')} className="agent-rows" getKey={(m) => m.id} render={row} more={more} />}
      </QueryStates>
      {isFetchingNextPage && <Spinner label={t('agent.loading_more')} />}
      {openId !== null && <DownlineDialog id={openId} onClose={() => navigate(withParam('id', null), { replace: true })} />}
    </div>
  );
}
