import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { useFormats } from '../../../api/system/use-formats';
import { RetryPanel } from '../../../ui/retry-panel';
import { SavedAt } from '../../../ui/saved-at';
import { Spinner } from '../../../ui/spinner';
import { VN_REGIONS, type VnRegion, type VnResult } from '../../../../contract/vn-lottery';
import { vnNumeroQuery, vnRecentQuery } from '../api/vn-lottery';
import { NumeroView } from './numero-view';
import './lottery.css';
import '../i18n-bundle';

type View = 'results' | 'numero';

/** A draw day (YYYY-MM-DD, Vietnam's calendar) as a local date, for the weekday and the date format. */
const dayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

function DayHeading({ date }: { date: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const day = dayOf(date);
  return <h2 className="lottery-card__title">{t('lottery.vn_day', { weekday: t(`lottery.weekday_${day.getDay()}` as 'lottery.weekday_0'), date: formats.date(day) })}</h2>;
}

/** One province's prize table, special prize first, as the regions print them. */
function ResultTable({ result }: { result: VnResult }) {
  const { t } = useTranslation();
  return (
    <table className="lottery-prizes vn-prizes" data-testid="vn-result" aria-label={t('lottery.vn_province', { province: result.provinceName })}>
      <caption>{t('lottery.vn_province', { province: result.provinceName })}</caption>
      <tbody>
        {result.prizes.map((prize) => (
          <tr key={prize.tier} className={prize.tier === 'special' ? 'vn-prizes__special' : undefined}>
            <th scope="row">{t(`lottery.prize_${prize.tier}`)}</th>
            <td>{prize.numbers.join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Results({ region }: { region: VnRegion }) {
  const { t } = useTranslation();
  const query = useQuery(vnRecentQuery(region));
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError && query.data === undefined) return <RetryPanel error={query.error} onRetry={() => void query.refetch()} />;
  const results = query.data.results;
  if (results.length === 0) return <p className="empty-state">{t('lottery.vn_none', { region: t(`lottery.vn_region_${region}`) })}</p>;
  const days = [...new Set(results.map((r) => r.drawDate))];
  return (
    <>
      <SavedAt queries={[query]} />
      {days.map((date) => (
        <section key={date} className="lottery-card" data-testid="vn-day" aria-label={date}>
          <DayHeading date={date} />
          <div className="vn-provinces">
            {results.filter((r) => r.drawDate === date).map((r) => <ResultTable key={r.province} result={r} />)}
          </div>
        </section>
      ))}
    </>
  );
}

/** "Numero": how often each two-digit ending came over the region's latest draw days, the hottest and the longest absent. */
function Numero({ region }: { region: VnRegion }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useQuery(vnNumeroQuery(region));
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError && query.data === undefined) return <RetryPanel error={query.error} onRetry={() => void query.refetch()} />;
  const stats = query.data;
  if (stats.drawDays === 0 || !stats.from || !stats.to) return <p className="empty-state">{t('lottery.vn_numero_none', { region: t(`lottery.vn_region_${region}`) })}</p>;
  return (
    <>
      <SavedAt queries={[query]} />
      <p className="lottery-dim" data-testid="vn-numero-period">
        {t('lottery.vn_numero_period', { days: stats.drawDays, from: formats.date(dayOf(stats.from)), to: formats.date(dayOf(stats.to)) })}
      </p>
      <NumeroView idPrefix="vn" numbers={stats.numbers.map((n) => ({ number: n.number, count: n.count, absent: n.absentDays }))}
        absentText={(days) => t('lottery.vn_numero_absent', { days })} />
    </>
  );
}

/**
 * /m/vn-lottery?region=&view=: the traditional lottery's recent results
 * by region (Miền Bắc, Miền Trung, Miền Nam) and its number statistics
 * (docs/decisions/0102). Public; the server draws and counts, the screen shows.
 */
export default function VnLotteryPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const region = VN_REGIONS.find((r) => r === params.get('region')) ?? 'north';
  const view: View = params.get('view') === 'numero' ? 'numero' : 'results';
  const go = (next: { region?: VnRegion; view?: View }) => {
    const query = new URLSearchParams({ region: next.region ?? region });
    if ((next.view ?? view) === 'numero') query.set('view', 'numero');
    navigate(`${APP_PATHS.vnLottery}?${query.toString()}`, { replace: true });
  };
  return (
    <div className="lottery-page vn-lottery">
      <nav className="vn-tabs" aria-label={t('lottery.vn_regions')}>
        {VN_REGIONS.map((r) => (
          <button key={r} type="button" className="vn-tab" aria-pressed={r === region} onClick={() => go({ region: r })}>
            {t(`lottery.vn_region_${r}`)}
          </button>
        ))}
      </nav>
      <div className="lottery-types" role="group" aria-label={t('lottery.vn_views')}>
        {(['results', 'numero'] as const).map((v) => (
          <button key={v} type="button" className="lottery-type" aria-pressed={v === view} onClick={() => go({ view: v })}>
            {t(`lottery.vn_view_${v}`)}
          </button>
        ))}
      </div>
      {view === 'results' ? <Results region={region} /> : <Numero region={region} />}
    </div>
  );
}
