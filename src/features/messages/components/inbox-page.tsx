import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberKey, useSession } from '../../../platform/session';
import { useWireLanguage } from '../../../i18n/use-language';
import { TOAST_MS } from '../../../config/constants';
import { isOnline, useOnline } from '../../../platform/online-status';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryStates } from '../../../ui/query-states';
import { showToast } from '../../../ui/toast-store';
import { inboxQuery } from '../api/inbox';
import { useInboxActions } from '../api/inbox-actions';
import { SavedAt } from '../../../ui/saved-at';
import { InboxItem } from './inbox-item';
import '../messages.css';
import '../i18n-bundle';

/**
 * /m/webEmail (MAILCEN; the route guard sends guests to login and refuses
 * trial players): the inbox, newest first, page by page; opening a message
 * marks it read; delete and mark all read. The list is kept offline.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const query = useInfiniteQuery(inboxQuery(memberKey(useSession()), useWireLanguage()));
  const actions = useInboxActions();
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const messages = query.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  const needsNetwork = (run: () => void) => {
    if (!isOnline()) showToast(t('messages.offline_action'), 'error', TOAST_MS.short);
    else run();
  };
  const toggle = (id: number, read: boolean) => {
    setOpen(open === id ? null : id);
    if (!read && isOnline()) actions.markRead.mutate(id);
  };

  return (
    <div className="inbox">
      {!online && query.data && <p className="msg-note" role="status">{t('messages.offline_list')}</p>}
      <SavedAt queries={[query]} />
      {unread > 0 && (
        <div className="inbox-toolbar">
          <button type="button" className="button button--small button--ghost" onClick={() => needsNetwork(() => actions.markAll.mutate())}>
            {t('messages.mark_all_read')}
          </button>
        </div>
      )}
      <QueryStates query={query} isEmpty={messages.length === 0} emptyText={t('messages.inbox_empty')}>
        {() => (
          <ul className="inbox-list" aria-label={t('messages.inbox')}>
            {messages.map((message) => (
              <InboxItem
                key={message.id}
                message={message}
                expanded={open === message.id}
                onToggle={() => toggle(message.id, message.read)}
                onDelete={() => needsNetwork(() => setDeleting(message.id))}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      {query.hasNextPage && (
        <button type="button" className="button button--block button--ghost" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('messages.load_more')}
        </button>
      )}
      {deleting !== null && (
        <ConfirmDialog
          text={t('messages.delete_confirm')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting;
            setDeleting(null);
            actions.remove.mutate(id, { onSuccess: () => showToast(t('messages.deleted'), 'success', TOAST_MS.success) });
          }}
        />
      )}
    </div>
  );
}
