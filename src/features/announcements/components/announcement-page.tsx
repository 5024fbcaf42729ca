import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session';
import { Dialog } from '../../../ui/dialog';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import type { Announcement } from '../../../../contract';
import { LIST_TYPES, useAnnouncements } from '../../../api/announcements/announcements';
import { useMarkRead } from '../api/mark-read';
import { canMarkRead, formatDate } from '../model/read-marking';
import { SafeHtml } from './safe-html';
import '../announcements.css';

/** /m/announcement: a table of title and start date; a title opens its detail. */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const session = useSession();
  const list = useAnnouncements({ types: LIST_TYPES });
  const markRead = useMarkRead();
  const [detail, setDetail] = useState<Announcement | null>(null);

  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError && !list.data) return <RetryPanel error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.player;
  if (items.length === 0) return <p className="empty-state">{t('announcements.none')}</p>;

  const openDetail = (item: Announcement) => {
    setDetail(item);
    if (!item.read && canMarkRead(session)) markRead(item.id);
  };

  return (
    <>
      <table className="announcement-table">
        <thead>
          <tr>
            <th scope="col">{t('announcements.column_title')}</th>
            <th scope="col">{t('announcements.column_date')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <button type="button" className="link-button announcement-table__title" onClick={() => openDetail(item)}>
                  {item.title}
                </button>
              </td>
              <td className="announcement-table__date">{formatDate(item.startDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail && (
        <Dialog title={detail.title} onClose={() => setDetail(null)}>
          <p className="announcement-detail__date">{formatDate(detail.startDate)}</p>
          <SafeHtml className="notice__content" html={detail.content} />
        </Dialog>
      )}
    </>
  );
}
