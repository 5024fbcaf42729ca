import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { resourceUrl, useFlag } from '../../../api/system/flags';
import { useStatusValue } from '../../../api/system/status';
import { APP_PATHS } from '../../../config/paths';
import { safeHref } from '../../../platform/safe-href';
import { roleOf, useSession } from '../../../platform/session';
import { ArtIcon, type ArtGlyph, type ArtTone } from '../../../ui/art-icon';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { useCustomerService } from '../hooks/use-customer-service';
import { useMessageCounts } from '../hooks/use-message-counts';
import { useOpenChat } from '../hooks/use-open-chat';
import { supportRows } from '../model/centre-rows';
import { PushOptIn } from './push-opt-in';
import '../messages.css';
import '../i18n-bundle';

/** One row: the drawn icon, the label, the unread badge and a chevron; `children` wraps it in its link or button. */
function Entry({ label, glyph, tone, count, children }: { label: string; glyph: ArtGlyph; tone: ArtTone; count?: number; children: (content: ReactNode) => ReactNode }) {
  return (
    <li>
      {children(
        <>
          <ArtIcon glyph={glyph} tone={tone} size={40} />
          <span className="msg-entry__label">{label}</span>
          <Badge count={count} label={label} />
          <span className="msg-entry__chevron">
            <Icon name="back" size={18} />
          </span>
        </>,
      )}
    </li>
  );
}

/**
 * /m/message: back to home, then two lists: announcements and the inbox with
 * their unread badges; live chat (CBS3), WhatsApp, Telegram, affiliate
 * service and feedback. Live chat is listed once (model/centre-rows.ts).
 * Badges for logged-in players only. The announcements count comes from the app.
 */
export default function MessageCenterPage({ announcementUnread = 0 }: { announcementUnread?: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const status = useStatusValue();
  const chatOn = useFlag('CBS3');
  const feedbackOn = useFlag('FEEDBACK3');
  const counts = useMessageCounts();
  const openChat = useOpenChat();
  const service = useCustomerService();
  const telegram = safeHref(resourceUrl(status, 'TELEGRAM'));
  const real = session && roleOf(session) !== 'trial';
  // The header headset, the member banner and the member-centre tile come with ?service=1: customer service opens at once.
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || new URLSearchParams(search).get('service') !== '1' || !status) return;
    asked.current = true;
    navigate(APP_PATHS.message, { replace: true });
    // With live chat off (CBS3) nothing opens by itself: the centre shows the channels that remain.
    if (chatOn) void service.open();
  }, [search, status, navigate, service, chatOn]);
  // The affiliate service opens the first channel, else the live chat: with neither there is nothing to open.
  const affiliateService = chatOn || service.entries.length > 0;

  return (
    <div className="msg-centre">
      <PageHeader title={t('messages.centre_title')} backLabel={t('messages.back_home')} onBack={() => navigate(APP_PATHS.home)} />
      <section className="msg-group" aria-labelledby="msg-group-notices">
        <h2 id="msg-group-notices" className="msg-section">{t('messages.group_notices')}</h2>
        <ul className="msg-list">
          <Entry label={t('messages.announcements')} glyph="megaphone" tone="orange" count={session ? announcementUnread : 0}>
            {(c) => <Link className="msg-entry" href={APP_PATHS.announcement}>{c}</Link>}
          </Entry>
          <Entry label={t('messages.inbox')} glyph="envelope" tone="violet" count={counts.inbox}>
            {(c) => <Link className="msg-entry" href={APP_PATHS.webEmail}>{c}</Link>}
          </Entry>
        </ul>
      </section>
      <section className="msg-group" aria-labelledby="msg-group-support">
        <h2 id="msg-group-support" className="msg-section">{t('messages.group_support')}</h2>
        <ul className="msg-list">
          {supportRows(chatOn, service.entries).map((row) =>
            row.kind === 'chat' ? (
              <Entry key="chat" label={t('messages.live_chat')} glyph="chat" tone="blue" count={counts.chat}>
                {(c) => <button type="button" className="msg-entry" onClick={() => void openChat()}>{c}</button>}
              </Entry>
            ) : (
              <Entry key={row.entry.path} label={t('messages.whatsapp')} glyph="whatsapp" tone="green">
                {(c) => <button type="button" className="msg-entry" onClick={() => void service.open(row.entry)}>{c}</button>}
              </Entry>
            ),
          )}
          {telegram && (
            <Entry label={t('messages.telegram')} glyph="plane" tone="teal">
              {(c) => <a className="msg-entry" href={telegram} target="_blank" rel="noopener noreferrer">{c}</a>}
            </Entry>
          )}
          {affiliateService && (
            <Entry label={t('messages.affiliate_service')} glyph="headset" tone="gold">
              {(c) => <button type="button" className="msg-entry" onClick={() => void service.open()}>{c}</button>}
            </Entry>
          )}
          {feedbackOn && (
            <Entry label={t('titles.feedback')} glyph="feedback" tone="pink">
              {(c) => <Link className="msg-entry" href={APP_PATHS.feedback}>{c}</Link>}
            </Entry>
          )}
        </ul>
      </section>
      {real && <PushOptIn />}
    </div>
  );
}
