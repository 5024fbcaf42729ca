import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { presetsWithin, type AmountProblem } from '../model/amount';
import { AmountField } from './amount-field';
import '../i18n-bundle';

/**
 * A deposit's amount, for bank transfer, e-wallet and QR channel alike:
 * preset buttons within the limits (the one of the amount typed pressed),
 * then the typed field with its limits and its problem.
 */
export function DepositAmount({ text, onText, onBlur, presets, limits, amount, problem }: {
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
  presets: readonly number[];
  limits: { min: number; max: number };
  /** The amount typed, read (null while it is not a number). */
  amount: number | null;
  /** null until the player has left the field or tried to submit, or when the amount is fine. */
  problem: AmountProblem;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <>
      <div role="group" aria-label={t('wallet.presets')} className="wallet-presets">
        {presetsWithin(presets, limits).map((preset) => (
          <button key={preset} type="button" className="wallet-preset" aria-pressed={amount === preset} onClick={() => onText(String(preset))}>
            {formats.whole(preset)}
          </button>
        ))}
      </div>
      {/* a deposit has no balance ceiling: any other problem is its own message */}
      <AmountField text={text} onText={onText} onBlur={onBlur} limits={limits} problem={problem === 'balance' ? 'empty' : problem} />
    </>
  );
}
