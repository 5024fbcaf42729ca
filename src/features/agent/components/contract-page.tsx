import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractValue } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { QueryStates } from '../../../ui/query-states';
import { toast } from '../../../ui/toast-store';
import { useContract } from '../api/contract';
import { useSignContract } from '../api/sign-contract';
import { merchantClock } from '../model/contract-prompts';
import { FigureGrid } from './figures';
import '../agent.css';
import '../i18n-bundle';

/** The period running now and what was paid, for the contract and dividend pages. */
export function ContractFigures({ kind, value }: { kind: ContractKind; value: ContractValue }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const period = (start: string, end: string) => kind === 'hourly_salary'
    ? `${formats.dateTime(merchantClock(start))} – ${formats.time(merchantClock(end))}`
    : `${formats.date(merchantClock(start))} – ${formats.date(new Date(merchantClock(end).getTime() - 1))}`;
  const basisLabel = t(kind === 'dividend' ? 'agent.basis_dividend' : 'agent.basis_salary');
  return (
    <>
      {value.current && (
        <section className="agent-card" aria-labelledby={`current-${kind}`}>
          <h2 id={`current-${kind}`} className="agent-card__title">{t('agent.current_period')}</h2>
          <p className="agent-note">{`${t('agent.period')}: ${period(value.current.periodStart, value.current.periodEnd)}`}</p>
          <FigureGrid figures={[
            { label: basisLabel, value: formats.money(value.current.basis) },
            { label: t('agent.tier_rate'), value: formats.percent(value.current.rate) },
            { label: t('agent.estimated'), value: formats.money(value.current.amount) },
          ]} />
        </section>
      )}
      <section className="agent-card" aria-labelledby={`payments-${kind}`}>
        <h2 id={`payments-${kind}`} className="agent-card__title">{t('agent.payments')}</h2>
        {value.payments.length === 0 ? <p className="empty-state">{t('agent.no_payments')}</p> : (
          <table className="agent-table">
            <thead><tr><th scope="col">{t('agent.period')}</th><th scope="col">{basisLabel}</th><th scope="col">{t('agent.income')}</th></tr></thead>
            <tbody>
              {value.payments.map((p) => (
                <tr key={p.periodStart}><td>{period(p.periodStart, p.periodEnd)}</td><td>{formats.money(p.basis)}</td><td>{`${formats.money(p.amount)} (${formats.percent(p.rate)})`}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** The three contract pages: the terms offered by the upline, sign or refuse when pending, then figures. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const query = useContract(kind);
  const sign = useSignContract();
  const contract = query.data?.contract ?? null;
  const decide = (accept: boolean) => {
    if (!contract) return;
    sign.mutate({ id: contract.id, accept }, {
      onSuccess: () => toast.success(t(accept ? 'agent.signed_done' : 'agent.refused_done')),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return (
    <div className="agent-page">
      <QueryStates query={query} isEmpty={contract === null} emptyText={t('agent.no_contract')}>
        {() => (
          <>
            <section className="agent-card" aria-labelledby={`terms-${kind}`}>
              <h2 id={`terms-${kind}`} className="agent-card__title">{t('agent.tiers')}</h2>
              <p className="agent-note">
                {t('agent.from_upline', { username: contract!.uplineUsername })}
                {' · '}
                <span className={`agent-tag agent-tag--${contract!.status}`}>{t(`agent.status_${contract!.status}`)}</span>
              </p>
              <table className="agent-table">
                <thead>
                  <tr>
                    <th scope="col">{t(kind === 'dividend' ? 'agent.tier_threshold_dividend' : 'agent.tier_threshold_salary')}</th>
                    <th scope="col">{t('agent.tier_rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {contract!.tiers.map((tier) => (
                    <tr key={tier.threshold}><td>{formats.money(tier.threshold)}</td><td>{formats.percent(tier.rate)}</td></tr>
                  ))}
                </tbody>
              </table>
              {contract!.status === 'pending' && (
                <div className="agent-actions">
                  <button type="button" className="button button--ghost" disabled={sign.isPending} onClick={() => decide(false)}>{t('agent.refuse')}</button>
                  <button type="button" className="button" disabled={sign.isPending} onClick={() => decide(true)}>{t('agent.sign')}</button>
                </div>
              )}
            </section>
            {contract!.status === 'signed' && <ContractFigures kind={kind} value={query.data!} />}
          </>
        )}
      </QueryStates>
    </div>
  );
}

export const SalaryContractPage = () => <ContractPage kind="daily_salary" />;
export const HourContractPage = () => <ContractPage kind="hourly_salary" />;
export const DividendContractPage = () => <ContractPage kind="dividend" />;
