import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStatusValue } from '../../../api/system/status';
import { isFlagOn } from '../../../api/system/flags';
import { roleOf, useSession } from '../../../platform/session';
import { useDisplayName } from '../../../api/member/member-info';
import { useConfirmStep } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast-store';
import { ArtIcon, GlyphIcon, type ArtGlyph, type ArtTone } from '../../../ui/art-icon';
import { TOAST_MS } from '../../../config/constants';
import { centreLayout, type CentreEntry, type EntryKey } from '../model/tiles';
import { BalanceWidget } from './balance-widget';
import { VipStatus } from './vip-status';
import '../member.css';

/** Each entry's icon, drawn like the lobby's art (src/ui/art-icon.tsx). */
const ART: Record<EntryKey, { glyph: ArtGlyph; tone: ArtTone }> = {
  deposit: { glyph: 'deposit', tone: 'gold' },
  withdraw: { glyph: 'withdraw', tone: 'gold' },
  bet_record: { glyph: 'ticket', tone: 'blue' },
  account_record: { glyph: 'receipt', tone: 'teal' },
  rewards: { glyph: 'gift', tone: 'red' },
  manual_rebate: { glyph: 'rebate', tone: 'orange' },
  part_bonus: { glyph: 'coins', tone: 'gold' },
  referral: { glyph: 'invite', tone: 'pink' },
  agent: { glyph: 'team', tone: 'pink' },
  messages: { glyph: 'envelope', tone: 'violet' },
  favourites: { glyph: 'star', tone: 'red' },
  security: { glyph: 'shield', tone: 'green' },
  announcements: { glyph: 'megaphone', tone: 'orange' },
  service: { glyph: 'headset', tone: 'blue' },
  app: { glyph: 'phone', tone: 'violet' },
};

function Tile({ entry }: { entry: CentreEntry }) {
  const { t } = useTranslation();
  const content = (
    <>
      <ArtIcon {...ART[entry.key]} />
      <span className="member-tile__label">{t(`member.tile_${entry.key}`)}</span>
    </>
  );
  if (entry.href === null) {
    return (
      <button type="button" className="member-tile" onClick={() => showToast(t('common.updating'), 'info', TOAST_MS.updateNotice)}>
        {content}
      </button>
    );
  }
  return (
    <Link href={entry.href} className="member-tile">
      {content}
    </Link>
  );
}

/**
 * /m/member/home (members only, the route guard sends guests to login): the
 * balance card with deposit and withdraw as its primary actions, the notice
 * ticker, the other entries grouped under headings (records, rewards,
 * account, help), the hot games strip and sign out. The strip, the ticker and
 * sign-out come from the games, home and auth features, composed by the app.
 */
export default function MemberHomePage({ hotStrip, noticeTicker, onSignOut }: { hotStrip?: ReactNode; noticeTicker?: ReactNode; onSignOut: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const displayName = useDisplayName();
  const status = useStatusValue();
  const signOut = useConfirmStep(t('menu.logout_confirm'), onSignOut);
  const layout = centreLayout((flag) => isFlagOn(status, flag), roleOf(session) === 'agent');

  return (
    <div className="member-home">
      <section className="member-card" aria-label={t('member.account')}>
        <p className="member-card__name">{displayName}</p>
        <VipStatus />
        <BalanceWidget />
        {layout.money.length > 0 && (
          <div className="member-card__actions">
            {layout.money.map((entry) => (
              <Link key={entry.key} href={entry.href ?? ''} className={`member-action member-action--${entry.key}`}>
                <GlyphIcon glyph={ART[entry.key].glyph} />
                {t(`member.tile_${entry.key}`)}
              </Link>
            ))}
          </div>
        )}
      </section>
      {noticeTicker}
      <nav className="member-groups" aria-label={t('member.services')}>
        {layout.groups.map((group) => (
          <section key={group.key} className="member-group" aria-labelledby={`member-group-${group.key}`}>
            <h2 id={`member-group-${group.key}`} className="member-group__title">
              {t(`member.group_${group.key}`)}
            </h2>
            <ul className="member-tiles">
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <Tile entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {hotStrip}
      <button type="button" className="button button--block button--ghost member-signout" onClick={signOut.ask}>
        {t('menu.logout')}
      </button>
      {signOut.dialog}
    </div>
  );
}
