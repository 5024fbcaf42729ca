import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { parseIsoDay } from '../../../ui/date-range';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { QueryStates } from '../../../ui/query-states';
import { useRebateIncome } from '../api/rebate-income';
import { AGENT_MAX_DAYS, AGENT_PRESETS, useDayRange } from '../hooks/use-day-range';
import { FigureGrid } from './figures';
import '../agent.css';
import '../i18n-bundle';

/** /m/member/teamRebate: what the team's valid bets earned the agent, per day, with the total. */
export default function TeamRebatePage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [range, setRange] = useDayRange('thisMonth');
  const income = useRebateIncome(range);
  const days = income.data?.list ?? [];
  return (
    <div className="agent-page">
      <DateRangeFilter presets={AGENT_PRESETS} value={range} onChange={setRange} maxDays={AGENT_MAX_DAYS} />
      {income.data && (
        <section className="agent-card agent-card--total" aria-label={t('agent.total_row')}>
          <h2 className="agent-card__title">{t('agent.total_row')}</h2>
          <FigureGrid figures={[
            { label: t('agent.valid_bet_total'), value: formats.money(income.data.footer.validBet) },
            { label: t('agent.income'), value: formats.money(income.data.footer.income) },
          ]} />
        </section>
      )}
      <QueryStates query={income} isEmpty={days.length === 0} emptyText={t('agent.no_income')}>
        {() => (
          <table className="agent-table">
            <thead>
              <tr><th scope="col">{t('agent.date')}</th><th scope="col">{t('agent.valid_bet_total')}</th><th scope="col">{t('agent.income')}</th></tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <td>{formats.date(parseIsoDay(day.date) ?? new Date(day.date))}</td>
                  <td>{formats.money(day.validBet)}</td>
                  <td>{formats.money(day.income)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
    </div>
  );
}
