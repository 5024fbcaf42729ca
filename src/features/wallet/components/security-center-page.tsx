import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useKycStatus } from '../../../api/kyc/status';
import { APP_PATHS } from '../../../config/paths';
import { QueryStates } from '../../../ui/query-states';
import { useFunds } from '../api/funds';
import './wallet.css';
import '../i18n-bundle';

interface Item {
  key: string;
  label: string;
  state: string;
  warn: boolean;
  href: string | null;
}

/**
 * /m/securityCenter: each protection with its state; those with a screen
 * open it (login password, funds password, bank cards on the withdraw
 * screen). Phone and email have no screen of their own in the spec: their
 * state only (docs/decisions/0030).
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const funds = useFunds();
  const kyc = useKycStatus();
  return (
    <div className="wallet-page">
      <section className="wallet-card" aria-label={t('titles.securityCenter')}>
        <p className="wallet-field__hint">{t('wallet.security_intro')}</p>
        <QueryStates query={funds} isEmpty={false} emptyText="">
          {() => {
            const f = funds.data!;
            const items: Item[] = [
              { key: 'login', label: t('wallet.sec_login_password'), state: t('wallet.state_set'), warn: false, href: APP_PATHS.changePsw },
              {
                key: 'funds',
                label: t('wallet.sec_funds_password'),
                state: f.fundsPasswordLockedUntil !== null ? t('wallet.state_locked') : f.fundsPasswordSet ? t('wallet.state_set') : t('wallet.state_not_set'),
                warn: !f.fundsPasswordSet || f.fundsPasswordLockedUntil !== null,
                href: APP_PATHS.fundsPassword,
              },
              { key: 'phone', label: t('wallet.sec_phone'), state: f.mobileMasked ?? t('wallet.state_not_bound'), warn: !f.mobileMasked, href: null },
              { key: 'email', label: t('wallet.sec_email'), state: f.emailMasked ?? t('wallet.state_not_bound'), warn: !f.emailMasked, href: null },
              {
                key: 'cards',
                label: t('wallet.sec_cards'),
                state: f.bankCards.length > 0 ? t('wallet.state_cards', { count: f.bankCards.length }) : t('wallet.state_not_bound'),
                warn: f.bankCards.length === 0,
                href: APP_PATHS.withdraw,
              },
              {
                // the state shows once known; a failed read leaves the entry usable (the KYC screen has its own retry)
                key: 'kyc',
                label: t('wallet.sec_kyc'),
                state: kyc.data ? t(`wallet.kyc_${kyc.data.state}`) : '',
                warn: kyc.data !== undefined && kyc.data.state !== 'verified',
                href: APP_PATHS.kyc,
              },
            ];
            return (
              <ul className="wallet-security">
                {items.map((item) => {
                  const body = (
                    <>
                      <span>{item.label}</span>
                      <span className={`wallet-security__state${item.warn ? ' wallet-security__state--warn' : ''}`}>
                        {item.state} {item.href && <span aria-hidden="true">›</span>}
                      </span>
                    </>
                  );
                  return (
                    <li key={item.key}>
                      {item.href ? <Link href={item.href} className="wallet-security__item">{body}</Link> : <div className="wallet-security__item">{body}</div>}
                    </li>
                  );
                })}
              </ul>
            );
          }}
        </QueryStates>
      </section>
    </div>
  );
}
