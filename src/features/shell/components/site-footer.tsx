import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DepositMethod } from '../../../../contract/payments';
import { usePaymentMethods } from '../../../api/payments/methods';
import { FooterMark, type MarkName } from './footer-marks';
import './site-footer.css';
import { APP_PATHS } from '../../../config/paths';

// The ways to pay, as the deposit page offers them: the server's methods that are on (docs/decisions/0071).
// A bank transfer is by hand or by scanning its VietQR code (docs/decisions/0060).
type PayKey = 'pay_bank' | 'pay_vietqr' | 'pay_momo' | 'pay_zalopay' | 'pay_card';
const PAYMENT_MARKS: Record<DepositMethod, readonly (readonly [MarkName, PayKey])[]> = {
  BANK: [['bank', 'pay_bank'], ['vietqr', 'pay_vietqr']],
  MOMO: [['momo', 'pay_momo']],
  ZALOPAY: [['zalopay', 'pay_zalopay']],
  CARD: [['card', 'pay_card']],
};

/**
 * The lobby's footer: payment methods, support, the 18+ and responsible
 * gaming notice and the licence line (the copyright line follows it, from
 * the shell). A chunk of its own: it is the last thing on the page.
 */
export default function SiteFooter() {
  const { t } = useTranslation();
  // Until the methods are known (first visit, offline with none kept) the section waits rather than guess.
  const payments = usePaymentMethods().data?.methods.flatMap((offer) => PAYMENT_MARKS[offer.method]) ?? [];
  return (
    <footer className="site-footer">
      <section className="site-footer__group" aria-labelledby="site-footer-pay" hidden={payments.length === 0}>
        <h2 id="site-footer-pay" className="site-footer__title">{t('footer.payment_title')}</h2>
        <ul className="site-footer__chips site-footer__chips--three">
          {payments.map(([mark, key]) => (
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
