import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast-store';
import { useTransfer } from '../api/transfer';
import { parseAmount } from '../model/amounts';

/** Moves the agent's money to one member of its team (through the server's ledger). */
export function TransferForm({ downlineId, username }: { downlineId: number; username: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = useLanguage();
  const errorText = useErrorText();
  const transfer = useTransfer();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text, language);
    if (amount === null) {
      setProblem(t('agent.amount_invalid'));
      return;
    }
    setProblem(null);
    transfer.mutate({ downlineId, amount }, {
      onSuccess: () => {
        setText('');
        toast.success(t('agent.transfer_done', { amount: formats.money(amount), username }));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <form className="agent-form" onSubmit={submit} noValidate>
      <h3 className="agent-form__title">{t('agent.transfer_title')}</h3>
      <label className="agent-field">
        <span className="agent-field__label">{t('agent.transfer_amount')}</span>
        <input className="agent-input" inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={problem !== null} />
      </label>
      {problem && <p className="agent-form__error" role="alert">{problem}</p>}
      <button type="submit" className="button button--block" disabled={transfer.isPending}>{t('agent.transfer_submit')}</button>
    </form>
  );
}
