import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../api/wallet/balance';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useErrorText } from '../../../ui/error-text';
import { Icon } from '../../../ui/icons';
import { balanceText } from '../model/tiles';

/**
 * Total balance with 2 decimals; hide/show; refresh (masked while it runs).
 * The balance is never cached: offline it has nothing to show, and the
 * offline banner already says why, so no second "no internet" here; when
 * the network returns the wallet refetches by itself (query-client.ts).
 */
export function BalanceWidget() {
  const { t } = useTranslation();
  const wallet = useBalance();
  const formats = useFormats();
  const online = useOnline();
  const errorText = useErrorText();
  const [hidden, setHidden] = useState(false);
  const masked = hidden || wallet.isFetching;
  return (
    <div className="member-balance">
      <span className="member-balance__label">{t('member.balance')}</span>
      <output className="member-balance__value" aria-live="polite" data-testid="member-balance">
        {balanceText(wallet.data?.sumBalance, masked, formats.money)}
      </output>
      <button type="button" className="icon-button" aria-pressed={hidden} aria-label={hidden ? t('member.show_balance') : t('member.hide_balance')} onClick={() => setHidden(!hidden)}>
        <Icon name={hidden ? 'eye' : 'eyeOff'} />
      </button>
      <button type="button" className="icon-button" aria-label={t('member.refresh_balance')} disabled={wallet.isFetching} onClick={() => void wallet.refetch()}>
        <Icon name="refresh" />
      </button>
      {wallet.isError && online && (
        <div className="member-balance__error" role="alert">
          <span>{errorText(wallet.error)}</span>
          <button type="button" className="button button--small" disabled={wallet.isFetching} onClick={() => void wallet.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
