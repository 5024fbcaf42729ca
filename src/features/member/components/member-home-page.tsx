import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStatusValue } from '../../../api/system/status';
import { isFlagOn } from '../../../api/system/flags';
import { roleOf, useSession } from '../../../platform/session';
import { useDisplayName } from '../../../api/member/member-info';
import { useConfirmStep } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast-store';
import { TOAST_MS } from '../../../config/constants';
import { visibleTiles } from '../model/tiles';
import { BalanceWidget } from './balance-widget';
import { VipStatus } from './vip-status';
import '../member.css';
import { APP_PATHS, appPath } from '../../../config/paths';

/**
 * /m/member/home (members only, the route guard sends guests to login):
 * balance, hot games strip, notice ticker, the tiles their flags allow,
 * and sign out. The strip, the ticker and sign-out come from the games,
 * home and auth features, composed by the app.
 */
export default function MemberHomePage({ hotStrip, noticeTicker, onSignOut }: { hotStrip?: ReactNode; noticeTicker?: ReactNode; onSignOut: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const displayName = useDisplayName();
  const status = useStatusValue();
  const signOut = useConfirmStep(t('menu.logout_confirm'), onSignOut);
  const tiles = visibleTiles((flag) => isFlagOn(status, flag));
  const isAgent = roleOf(session) === 'agent';

  return (
    <div className="member-home">
      <section className="member-card" aria-label={t('member.account')}>
        <p className="member-card__name">{displayName}</p>
        <VipStatus />
        <BalanceWidget />
      </section>
      {noticeTicker}
      <nav aria-label={t('member.services')}>
        <ul className="member-tiles">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link href={tile.href} className="member-tile">{t(`member.tile_${tile.key}`)}</Link>
            </li>
          ))}
          <li>
            <button type="button" className="member-tile" onClick={() => showToast(t('common.updating'), 'info', TOAST_MS.updateNotice)}>
              {t('member.tile_part_bonus')}
            </button>
          </li>
          {isAgent && (
            <li>
              <Link href={APP_PATHS.agent} className="member-tile">{t('member.tile_agent')}</Link>
            </li>
          )}
          {!isAgent && (
            <li>
              <Link href={APP_PATHS.inviteFriends} className="member-tile">{t('member.tile_referral')}</Link>
            </li>
          )}
          <li>
            <Link href={APP_PATHS.app} className="member-tile">{t('member.tile_app')}</Link>
          </li>
          <li>
            <Link href={appPath('message', { service: 1 })} className="member-tile">{t('member.tile_service')}</Link>
          </li>
        </ul>
      </nav>
      {hotStrip}
      <button type="button" className="button button--block button--danger" onClick={signOut.ask}>
        {t('menu.logout')}
      </button>
      {signOut.dialog}
    </div>
  );
}
