import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { useSession } from '../../../platform/session';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { Icon } from '../../../ui/icons';
import { LIST_TYPES, useAnnouncements } from '../../../api/announcements/announcements';
import { useMarkRead } from '../api/mark-read';
import { asksForAgentOnly, canMarkRead, previewText } from '../model/read-marking';
import { SafeHtml } from './safe-html';
import '../announcements.css';

/**
 * /m/notice (and /m/member/notice?types=A for agents): bell, title, one-line
 * preview, expandable content; opening marks it read; ?id= opens one.
 */
export default function NoticePage() {
  const params = new URLSearchParams(useSearch());
  const types = params.get('types') ?? LIST_TYPES;
  const session = useSession();
  // agent notices are not offered to members: they read the member notices instead
  if (asksForAgentOnly(types, session)) return <Redirect to={APP_PATHS.memberNotice} replace />;
  return <NoticeList types={types} />;
}

function NoticeList({ types }: { types: string }) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const session = useSession();
  const list = useAnnouncements({ types });
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(() => Number(params.get('id')) || null);
  const markedFromQuery = useRef(false);
  const notices = useMemo(() => list.data?.player ?? [], [list.data]);

  const open = (id: number, read: boolean) => {
    setOpenId((current) => (current === id ? null : id));
    if (!read && canMarkRead(session)) markRead(id);
  };

  useEffect(() => {
    if (markedFromQuery.current || openId === null) return;
    const item = notices.find((n) => n.id === openId);
    if (!item) return;
    markedFromQuery.current = true;
    document.getElementById(`notice-${item.id}`)?.scrollIntoView({ block: 'center' });
    if (!item.read && canMarkRead(session)) markRead(item.id);
  }, [notices, openId, session, markRead]);

  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError && !list.data) return <RetryPanel error={list.error} onRetry={() => void list.refetch()} />;

  if (notices.length === 0) {
    return (
      <ul className="notice-list">
        <li className="notice notice--empty">
          <span className="notice__bell">
            <Icon name="bell" />
          </span>
          <span>{t('announcements.none')}</span>
        </li>
      </ul>
    );
  }

  return (
    <ul className="notice-list">
      {notices.map((notice) => {
        const expanded = openId === notice.id;
        return (
          <li key={notice.id} id={`notice-${notice.id}`} className={`notice${notice.read ? '' : ' notice--unread'}`}>
            <button type="button" className="notice__head" aria-expanded={expanded} onClick={() => open(notice.id, notice.read)}>
              <span className="notice__bell">
                <Icon name="bell" />
              </span>
              <span className="notice__text">
                <span className="notice__title">
                  {notice.title}
                  {!notice.read && <span className="notice__unread">{t('announcements.unread')}</span>}
                </span>
                {!expanded && <span className="notice__preview">{previewText(notice.content)}</span>}
              </span>
            </button>
            {expanded && <SafeHtml className="notice__content" html={notice.content} />}
          </li>
        );
      })}
    </ul>
  );
}
