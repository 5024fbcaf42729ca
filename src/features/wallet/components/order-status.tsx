import { useTranslation } from 'react-i18next';
import '../i18n-bundle';

export function OrderStatus({ status }: { status: 'pending' | 'waiting' | 'approved' | 'paid' | 'rejected' }) {
  const { t } = useTranslation();
  return <span className={`wallet-status wallet-status--${status}`}>{t(`wallet.status_${status}`)}</span>;
}
