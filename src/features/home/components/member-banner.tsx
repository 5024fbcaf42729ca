import { useTranslation } from 'react-i18next';
import { GuestLinks } from '../../../ui/guest-links';
import { Link } from 'wouter';
import { useSession } from '../../../platform/session';
import { useBalance } from '../../../api/wallet/balance';
import { useFlag } from '../../../api/system/flags';
import { useDisplayName, useMemberInfo } from '../../../api/member/member-info';
import { useFormats } from '../../../api/system/use-formats';
import { APP_PATHS, appPath } from '../../../config/paths';
import { SESSION_PENDING_ATTRIBUTE, useSignedInHint } from '../../../platform/signed-in-hint';

/**
 * Members: greeting (nickname, else account, from member info), VIP label,
 * balance with 2 decimals from the wallet call (never persisted), deposit,
 * withdraw and service.
 * Visitors: login and register.
 */
export function MemberBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const signedInHint = useSignedInHint();
  if (!session && signedInHint) return <section className="member-banner member-banner--member" aria-hidden="true" {...{ [SESSION_PENDING_ATTRIBUTE]: '' }} />;
  if (!session) {
    return (
      <section className="member-banner" aria-label={t('home.guest_title')}>
        <div>
          <p className="member-banner__title">{t('home.guest_title')}</p>
          <p className="member-banner__text">{t('home.guest_text')}</p>
        </div>
        <div className="member-banner__actions">
          <GuestLinks />
        </div>
      </section>
    );
  }
  return <MembersBanner />;
}

/**
 * The member's banner. Its calls (balance, member info, country, flags) are
 * observed here and not in MemberBanner: a guest's banner is server-rendered
 * and hydrated later, and an answer arriving for a component of a block not
 * yet hydrated makes React hydrate that whole block at once, in one
 * blocking task (the cache's answers are synchronous updates). The guest's
 * banner reads none of them (decision 0112).
 */
function MembersBanner() {
  const { t } = useTranslation();
  const wallet = useBalance();
  const name = useDisplayName();
  const vip = useMemberInfo().data?.clubLabel?.labelName;
  const formats = useFormats();
  const depositOn = useFlag('DEPOSIT');
  const withdrawOn = useFlag('WITHDRAW');
  const liveChat = useFlag('CBS3');
  return (
    <section className="member-banner member-banner--member" aria-label={t('home.member_greeting', { name })}>
      <div className="member-banner__who">
        <p className="member-banner__title">
          {t('home.member_greeting', { name })}
          {vip && <span className="member-banner__vip">{vip}</span>}
        </p>
        <p className="member-banner__balance">
          <span className="member-banner__balance-label">{t('games.balance')}</span>{' '}
          <output aria-live="polite" data-testid="home-balance">
            {wallet.data ? formats.money(wallet.data.sumBalance) : wallet.isError ? '--' : '…'}
          </output>
          <button type="button" className="member-banner__refresh" aria-label={t('games.refresh_balance')} onClick={() => void wallet.refetch()}>
            ⟳
          </button>
        </p>
      </div>
      <nav className="member-banner__shortcuts" aria-label={t('games.shortcuts')}>
        {depositOn && <Link href={APP_PATHS.deposit}>{t('header.deposit')}</Link>}
        {withdrawOn && <Link href={APP_PATHS.withdraw}>{t('menu.withdraw')}</Link>}
        <Link href={liveChat ? appPath('message', { service: 1 }) : APP_PATHS.message}>{t('header.customer_service')}</Link>
      </nav>
    </section>
  );
}
