import { useTranslation } from 'react-i18next';
import '../i18n-bundle';

/** Offline, a money form keeps what was typed and says that nothing will be sent later by itself. */
export function OfflineNote({ online }: { online: boolean }) {
  const { t } = useTranslation();
  if (online) return null;
  return <p className="wallet-offline" role="status">{t('wallet.offline_kept')}</p>;
}
