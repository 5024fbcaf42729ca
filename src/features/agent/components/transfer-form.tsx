import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_INPUT_MESSAGES } from '../../../i18n/amount-input';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast-store';
import { useTransfer } from '../api/transfer';
import { AmountConfirmDialog } from './amount-confirm-dialog';

/**
 * Moves the agent's money to one member of its team (through the server's
 * ledger). The typed amount is read by the app's one parser (refused when
 * ambiguous) and sent only after the agent accepts it, shown exactly.
 */
export function TransferForm({ downlineId, username }: { downlineId: number; username: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const transfer = useTransfer();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = formats.parseAmount(text);
    if (typed.problem !== null) {
      setProblem(t(AMOUNT_INPUT_MESSAGES[typed.problem]));
      return;
    }
    setProblem(null);
    setConfirming(typed.value);
  };
  const send = (amount: number) => {
    setConfirming(null);
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
      {confirming !== null && (
        <AmountConfirmDialog
          text={t('agent.transfer_confirm', { amount: formats.money(confirming), username })}
          amount={formats.money(confirming)}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
