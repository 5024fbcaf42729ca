import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { resourceUrl, useFlag } from '../../../api/system/flags';
import { useStatusValue } from '../../../api/system/status';
import { APP_PATHS } from '../../../config/paths';
import { safeHref } from '../../../platform/safe-href';
import { roleOf, useSession } from '../../../platform/session';
import { Badge } from '../../../ui/badge';
import { useCustomerService } from '../hooks/use-customer-service';
import { useMessageCounts } from '../hooks/use-message-counts';
import { useOpenChat } from '../hooks/use-open-chat';
import { PushOptIn } from './push-opt-in';
import '../messages.css';
import '../i18n-bundle';

function Entry({ label, count, children }: { label: string; count?: number; children: (content: ReactNode) => ReactNode }) {
  return <li>{children(<><span className="msg-entry__label">{label}</span><Badge count={count} label={label} /></>)}</li>;
}

/**
 * /m/message: back to home, Telegram, announcements, inbox, live chat (CBS3),
 * affiliate service and the status's customer-service entries, with unread
 * badges for logged-in players. The announcements count comes from the app.
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
      <div className="msg-centre__top">
        <Link href={APP_PATHS.home} className="button button--small button--ghost">{t('messages.back_home')}</Link>
        <h1>{t('messages.centre_title')}</h1>
      </div>
      <ul className="msg-list">
        {telegram && (
          <Entry label={t('messages.telegram')}>{(c) => <a className="msg-entry" href={telegram} target="_blank" rel="noopener noreferrer">{c}</a>}</Entry>
        )}
        <Entry label={t('messages.announcements')} count={session ? announcementUnread : 0}>
          {(c) => <Link className="msg-entry" href={APP_PATHS.announcement}>{c}</Link>}
        </Entry>
        <Entry label={t('messages.inbox')} count={counts.inbox}>
          {(c) => <Link className="msg-entry" href={APP_PATHS.webEmail}>{c}</Link>}
        </Entry>
        {chatOn && (
          <Entry label={t('messages.live_chat')} count={counts.chat}>
            {(c) => <button type="button" className="msg-entry" onClick={() => void openChat()}>{c}</button>}
          </Entry>
        )}
        {affiliateService && (
          <Entry label={t('messages.affiliate_service')}>
            {(c) => <button type="button" className="msg-entry" onClick={() => void service.open()}>{c}</button>}
          </Entry>
        )}
        {feedbackOn && (
          <Entry label={t('titles.feedback')}>{(c) => <Link className="msg-entry" href={APP_PATHS.feedback}>{c}</Link>}</Entry>
        )}
      </ul>
      {service.entries.length > 0 && (
        <>
          <h2 className="msg-section">{t('messages.customer_service')}</h2>
          <ul className="msg-list">
            {service.entries.map((entry) => (
              <Entry key={entry.path} label={entry.title.toLowerCase() === 'whatsapp' ? t('messages.whatsapp') : t('messages.live_chat')}>
                {(c) => <button type="button" className="msg-entry" onClick={() => void service.open(entry)}>{c}</button>}
              </Entry>
            ))}
          </ul>
        </>
      )}
      {real && <PushOptIn />}
    </div>
  );
}
