import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { useFormats } from '../../../api/system/use-formats';
import { useSession } from '../../../platform/session';
import { QueryStates } from '../../../ui/query-states';
import { showToast } from '../../../ui/toast-store';
import { useReferral } from '../api/referral';
import { LoginNeeded } from './login-needed';
import '../promotions.css';
import '../i18n-bundle';
import { useBrandName } from '../../../api/system/brand';

/** The link as a QR code (an SVG made on the device: no image service sees the code). */
function QrCode({ text, label }: { text: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [text]);
  return url ? <img className="invite-qr" src={url} alt={label} width={180} height={180} /> : null;
}

function Invite() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const formats = useFormats();
  const referral = useReferral();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('promotions.copied'), 'success');
    } catch {
      showToast(t('promotions.copy_failed'), 'error');
    }
  };
  return (
    <QueryStates query={referral} isEmpty={false} emptyText="">
      {() => {
        const data = referral.data!;
        const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
        return (
          <>
            <section className="invite-card" aria-labelledby="invite-code">
              <h2 id="invite-code" className="invite-card__label">{t('promotions.invite_code')}</h2>
              <p className="invite-card__code">{data.code}</p>
              <label className="invite-card__label" htmlFor="invite-link">{t('promotions.invite_link')}</label>
              <input id="invite-link" className="invite-card__link" readOnly value={data.link} onFocus={(e) => e.currentTarget.select()} />
              <div className="invite-card__buttons">
                <button type="button" className="button button--small" onClick={() => void copy(data.link)}>{t('promotions.copy')}</button>
                {canShare && (
                  <button type="button" className="button button--small button--ghost" onClick={() => {
                    navigator.share({ title: brand, text: t('promotions.share_text', { name: brand }), url: data.link }).catch(() => undefined);
                  }}>{t('promotions.share')}</button>
                )}
              </div>
              <QrCode text={data.link} label={t('promotions.qr_label')} />
            </section>
            <section aria-labelledby="invite-friends">
              <h2 id="invite-friends" className="section-title">{t('promotions.friends', { count: data.friends.length })}</h2>
              {data.friends.length === 0 ? <p className="empty-state">{t('promotions.friends_none')}</p> : (
                <ul className="reward-list">
                  {data.friends.map((f) => (
                    <li key={`${f.account}-${f.registeredAt}`} className="reward-item">
                      <span className="reward-item__title">{f.account}</span>
                      <span className="reward-item__meta">{t('promotions.friend_registered', { date: formats.date(f.registeredAt) })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="invite-rules">
              <h2 id="invite-rules" className="section-title">{t('promotions.rules')}</h2>
              <ul className="invite-rules">
                <li>{data.enabled && data.rewardPerFriend > 0 ? t('promotions.rule_reward', { amount: formats.money(data.rewardPerFriend), deposit: formats.money(data.qualifyDeposit), turnover: formats.money(data.qualifyTurnover) }) : t('promotions.rule_paused')}</li>
                <li>{t('promotions.rule_fair')}</li>
              </ul>
            </section>
          </>
        );
      }}
    </QueryStates>
  );
}

/** /m/inviteFriends: invitation code and link (copy, share, QR), invited friends, rules; guests get the login dialog. */
export default function InviteFriendsPage() {
  const session = useSession();
  return <div className="promo-screen">{session ? <Invite /> : <LoginNeeded />}</div>;
}
