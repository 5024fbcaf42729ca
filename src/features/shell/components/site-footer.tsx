import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FooterMark, type MarkName } from './footer-marks';
import './site-footer.css';
import { APP_PATHS } from '../../../config/paths';

// The ways to pay that the deposit page offers today: a bank transfer, by hand or by scanning its VietQR
// code (docs/decisions/0060). E-wallets join this list when the deposit page offers them.
const PAYMENTS = [['bank', 'pay_bank'], ['vietqr', 'pay_vietqr']] as const satisfies readonly (readonly [MarkName, string])[];

/**
 * The lobby's footer: payment methods, support, the 18+ and responsible
 * gaming notice and the licence line (the copyright line follows it, from
 * the shell). A chunk of its own: it is the last thing on the page.
 */
export default function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <section className="site-footer__group" aria-labelledby="site-footer-pay">
        <h2 id="site-footer-pay" className="site-footer__title">{t('footer.payment_title')}</h2>
        <ul className="site-footer__chips site-footer__chips--two">
          {PAYMENTS.map(([mark, key]) => (
            <li key={mark} className="site-footer__chip">
              <FooterMark name={mark} />
              <span>{t(`footer.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-footer__group" aria-labelledby="site-footer-support">
        <h2 id="site-footer-support" className="site-footer__title">{t('footer.support_title')}</h2>
        <ul className="site-footer__chips site-footer__chips--three">
          <li className="site-footer__chip">
            <FooterMark name="chat" />
            <span>{t('footer.support_chat')}</span>
          </li>
          <li className="site-footer__chip">
            <FooterMark name="email" />
            <span>{t('footer.support_email')}</span>
          </li>
          <li>
            <Link className="site-footer__chip site-footer__chip--link" href={APP_PATHS.help}>
              <FooterMark name="help" />
              <span>{t('footer.support_help')}</span>
            </Link>
          </li>
        </ul>
      </section>
      <div className="site-footer__notice">
        <span className="site-footer__age" role="img" aria-label={t('footer.age_label')}>
          18+
        </span>
        <p>{t('footer.responsible')}</p>
      </div>
      <p className="site-footer__licence">{t('footer.licence')}</p>
    </footer>
  );
}
