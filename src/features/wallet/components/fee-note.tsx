import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { percentText } from '../model/fees';
import '../i18n-bundle';

/**
 * The merchant's fee on an e-wallet's or a QR channel's deposit, when it
 * takes one: its share, and once the amount is fine the fee and what is
 * credited.
 */
export function FeeNote({ feePercent, fee, credit, testId }: {
  feePercent: number;
  fee: number;
  /** What the order is credited, null while the amount is not fine. */
  credit: number | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (feePercent <= 0) return null;
  const percent = percentText(formats, feePercent);
  return (
    <p className="wallet-field__hint" data-testid={testId}>
      {credit !== null ? t('wallet.fee_credit', { percent, fee: formats.money(fee), credit: formats.money(credit) }) : t('wallet.fee_only', { percent })}
    </p>
  );
}
