import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type ContractKind, type ContractTier } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast-store';
import { useOfferContract } from '../api/offer-contract';
import { parseRate } from '../model/amounts';

const ROWS = 3;

/** Offers a direct sub-agent a salary or dividend contract of up to three tiers (blank rows are skipped). */
export function OfferContractForm({ downlineId }: { downlineId: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const offer = useOfferContract();
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [rows, setRows] = useState(() => Array.from({ length: ROWS }, () => ({ threshold: '', rate: '' })));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tiers: ContractTier[] = [];
    for (const row of rows) {
      if (!row.threshold.trim() && !row.rate.trim()) continue;
      // a first tier may start at 0 (the parser refuses 0 as an amount to send)
      const typed = formats.parseAmount(row.threshold);
      const threshold = typed.problem === 'zero' ? 0 : typed.value;
      const rate = parseRate(row.rate);
      if (threshold === null || rate === null || rate <= 0) return setProblem(t('agent.offer_invalid'));
      tiers.push({ threshold, rate });
    }
    if (tiers.length === 0) return setProblem(t('agent.offer_invalid'));
    setProblem(null);
    offer.mutate({ downlineId, kind, tiers }, {
      onSuccess: () => toast.success(t('agent.offer_done')),
      onError: (error) => setProblem(errorText(error)),
    });
  };
  const edit = (index: number, key: 'threshold' | 'rate', value: string) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <form className="agent-form" onSubmit={submit} noValidate>
      <h3 className="agent-form__title">{t('agent.offer_title')}</h3>
      <label className="agent-field">
        <span className="agent-field__label">{t('agent.offer_kind')}</span>
        <select className="agent-input" value={kind} onChange={(e) => setKind(e.target.value as ContractKind)}>
          {CONTRACT_KINDS.map((k) => <option key={k} value={k}>{t(`agent.contract_${k}`)}</option>)}
        </select>
      </label>
      {rows.map((row, index) => (
        <div key={index} className="agent-tier">
          <label className="agent-field">
            <span className="agent-field__label">{`${t(kind === 'dividend' ? 'agent.tier_threshold_dividend' : 'agent.tier_threshold_salary')} ${index + 1}`}</span>
            <input className="agent-input" inputMode="decimal" value={row.threshold} onChange={(e) => edit(index, 'threshold', e.target.value)} />
          </label>
          <label className="agent-field">
            <span className="agent-field__label">{`${t('agent.tier_rate')} ${index + 1} (%)`}</span>
            <input className="agent-input" inputMode="decimal" value={row.rate} onChange={(e) => edit(index, 'rate', e.target.value)} />
          </label>
        </div>
      ))}
      {problem && <p className="agent-form__error" role="alert">{problem}</p>}
      <button type="submit" className="button button--block" disabled={offer.isPending}>{t('agent.offer_submit')}</button>
    </form>
  );
}
