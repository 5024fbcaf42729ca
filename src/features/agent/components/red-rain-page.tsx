import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiTransferValue } from '../../../../contract/agent';
import { MAX_MULTI_TRANSFER } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../ui/error-text';
import { QueryStates } from '../../../ui/query-states';
import { toast } from '../../../ui/toast-store';
import { useDownlinePicks } from '../api/downline-picks';
import { useMultiTransfer } from '../api/multi-transfer';
import { parseAmount } from '../model/amounts';
import { SearchBox } from './search-box';
import '../agent.css';
import '../i18n-bundle';

/** /m/redRain: one total shared over chosen direct downlines, evenly or as random red envelopes. */
export default function RedRainPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = useLanguage();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const picks = useDownlinePicks(search);
  const send = useMultiTransfer();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [text, setText] = useState('');
  const [split, setSplit] = useState<'even' | 'random'>('random');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MultiTransferValue | null>(null);
  const list = picks.data ?? [];
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else if (next.size < MAX_MULTI_TRANSFER) next.add(id);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const total = parseAmount(text, language);
    if (chosen.size === 0) return setProblem(t('agent.rain_pick_one'));
    if (total === null) return setProblem(t('agent.amount_invalid'));
    setProblem(null);
    send.mutate({ downlineIds: [...chosen], totalAmount: total, split }, {
      onSuccess: (value) => {
        setResult(value);
        setText('');
        toast.success(t('agent.rain_done', { amount: formats.money(total), count: value.shares.length }));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <div className="agent-page">
      <p className="agent-note">{t('agent.rain_intro')}</p>
      <SearchBox value={search} onSearch={setSearch} />
      <QueryStates query={picks} isEmpty={list.length === 0} emptyText={t('agent.no_members')}>
        {() => (
          <fieldset className="agent-picks">
            <legend className="agent-field__label">{t('agent.rain_selected', { count: chosen.size })}</legend>
            <button type="button" className="button button--small button--ghost" onClick={() => setChosen(new Set(list.slice(0, MAX_MULTI_TRANSFER).map((p) => p.id)))}>
              {t('agent.rain_select_all')}
            </button>
            <ul className="agent-picks__list">
              {list.map((pick) => (
                <li key={pick.id}>
                  <label className="agent-check">
                    <input type="checkbox" checked={chosen.has(pick.id)} onChange={() => toggle(pick.id)} />
                    <span>{pick.username}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </QueryStates>
      <form className="agent-form" onSubmit={submit} noValidate>
        <label className="agent-field">
          <span className="agent-field__label">{t('agent.rain_total')}</span>
          <input className="agent-input" inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <fieldset className="agent-radios">
          <legend className="agent-field__label">{t('agent.rain_split')}</legend>
          {(['random', 'even'] as const).map((mode) => (
            <label key={mode} className="agent-check">
              <input type="radio" name="split" checked={split === mode} onChange={() => setSplit(mode)} />
              <span>{t(mode === 'even' ? 'agent.rain_even' : 'agent.rain_random')}</span>
            </label>
          ))}
        </fieldset>
        {problem && <p className="agent-form__error" role="alert">{problem}</p>}
        <button type="submit" className="button button--block" disabled={send.isPending}>{t('agent.rain_submit')}</button>
      </form>
      {result && (
        <section className="agent-card" aria-label={t('agent.rain_result')}>
          <h2 className="agent-card__title">{t('agent.rain_result')}</h2>
          <ul className="agent-shares">
            {result.shares.map((share) => (
              <li key={share.downlineId}><span>{share.username}</span><strong>{formats.money(share.amount)}</strong></li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
