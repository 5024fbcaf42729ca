import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES, type RebateRates } from '../../../../contract/agent';
import { useErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast-store';
import { useUpdateRebates } from '../api/update-rebates';
import { parseRate, rateOutOfBounds } from '../model/amounts';
import { RatesFields, ratesToTexts } from './rates-fields';

/** A direct downline's rebate rates, between what it gave its own team and the agent's own. */
export function RatesForm({ downlineId, rates, max, min }: { downlineId: number; rates: RebateRates; max: RebateRates; min: RebateRates }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateRebates(downlineId);
  const [texts, setTexts] = useState(() => ratesToTexts(rates));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed: Partial<RebateRates> = {};
    for (const category of REBATE_CATEGORIES) {
      const rate = parseRate(texts[category]);
      if (rate === null) return setProblem(t('agent.rate_invalid'));
      parsed[category] = rate;
    }
    const out = rateOutOfBounds(parsed, max, min);
    if (out) return setProblem(t('agent.rate_out_of_bounds', { category: t(`agent.cat_${out.category}`), min: out.min, max: out.max }));
    setProblem(null);
    update.mutate(parsed, { onSuccess: () => toast.success(t('agent.rates_saved')), onError: (error) => setProblem(errorText(error)) });
  };
  return (
    <form className="agent-form" onSubmit={submit} noValidate>
      <h3 className="agent-form__title">{t('agent.rates_title')}</h3>
      <RatesFields texts={texts} onChange={setTexts} max={max} min={min} />
      {problem && <p className="agent-form__error" role="alert">{problem}</p>}
      <button type="submit" className="button button--block" disabled={update.isPending}>{t('agent.rates_save')}</button>
    </form>
  );
}
