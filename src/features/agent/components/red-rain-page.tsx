import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiTransferValue } from '../../../../contract/agent';
import { MAX_MULTI_TRANSFER } from '../../../../contract/agent';
import { AMOUNT_INPUT_MESSAGES } from '../../../i18n/amount-input';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { QueryStates } from '../../../ui/query-states';
import { toast } from '../../../ui/toast-store';
import { useDownlinePicks } from '../api/downline-picks';
import { useMultiTransfer } from '../api/multi-transfer';
import { AmountConfirmDialog } from './amount-confirm-dialog';
import { SearchBox } from './search-box';
import '../agent.css';
import '../i18n-bundle';

/** /m/redRain: one total shared over chosen direct downlines, evenly or as random red envelopes. */
export default function RedRainPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const picks = useDownlinePicks(search);
  const send = useMultiTransfer();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [text, setText] = useState('');
  const [split, setSplit] = useState<'even' | 'random'>('random');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MultiTransferValue | null>(null);
  const [confirming, setConfirming] = useState<{ total: number; downlineIds: number[]; split: 'even' | 'random' } | null>(null);
  const list = picks.data ?? [];
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else if (next.size < MAX_MULTI_TRANSFER) next.add(id);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = formats.parseAmount(text);
    if (chosen.size === 0) return setProblem(t('agent.rain_pick_one'));
    if (typed.problem !== null) return setProblem(t(AMOUNT_INPUT_MESSAGES[typed.problem]));
    setProblem(null);
    // what the dialog shows is what is sent, even if the form changes behind it
    setConfirming({ total: typed.value, downlineIds: [...chosen], split });
  };
  const sendConfirmed = ({ total, downlineIds, split }: NonNullable<typeof confirming>) => {
    setConfirming(null);
    send.mutate({ downlineIds, totalAmount: total, split }, {
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
      {confirming && (
        <AmountConfirmDialog
          text={t('agent.rain_confirm', { amount: formats.money(confirming.total), count: confirming.downlineIds.length })}
          amount={formats.money(confirming.total)}
          onConfirm={() => sendConfirmed(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
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
