import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_INPUT_MESSAGES } from '../../../i18n/amount-input';
import { useFormats } from '../../../api/system/use-formats';
import type { AmountProblem } from '../model/amount';
import { WalletField } from './wallet-field';
import '../i18n-bundle';

/** The amount input of deposit and withdraw: its limits as the hint, the problem (once shown) as the error. */
export function AmountField({ text, onText, onBlur, limits, problem, addon }: {
  text: string;
  onText: (text: string) => void;
  /** The player left the field (its problem may show from then on: ui/use-left-fields). */
  onBlur?: () => void;
  limits: { min: number; max: number };
  /** null until the player has left the field or tried to submit, or when the amount is fine. */
  problem: AmountProblem;
  addon?: ReactNode;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const bounds = { min: formats.money(limits.min), max: formats.money(limits.max) };
  const problemText = () => {
    if (problem === null) return null;
    if (problem === 'min' || problem === 'max' || problem === 'balance') return t(`wallet.amount_${problem}`, bounds);
    return t(AMOUNT_INPUT_MESSAGES[problem]);
  };
  return (
    <WalletField
      label={t('wallet.amount')}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => onText(e.target.value)}
      onBlur={onBlur}
      hint={t('wallet.amount_limits', bounds)}
      error={problemText()}
      addon={addon}
    />
  );
}
