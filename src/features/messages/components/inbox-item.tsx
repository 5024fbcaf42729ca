import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InboxMessage } from '../../../../contract/messages';
import { useFormats } from '../../../api/system/use-formats';
import { APP_PATH_PREFIX } from '../../../config/paths';
import '../i18n-bundle';

/** One inbox message: its head toggles the body open (opening an unread one marks it read). */
export function InboxItem({ message, expanded, onToggle, onDelete }: {
  message: InboxMessage;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const internal = message.url && message.url.startsWith(APP_PATH_PREFIX) ? message.url : null;
  return (
    <li className={`inbox-item${message.read ? '' : ' inbox-item--unread'}`}>
      <button type="button" className="inbox-item__head" aria-expanded={expanded} onClick={onToggle}>
        <span className="inbox-item__text">
          <span className="inbox-item__title">
            {message.title}
            {!message.read && <span className="notice__unread">{t('messages.unread')}</span>}
          </span>
          <span className="inbox-item__date">{formats.dateTime(message.createdAt)}</span>
          {!expanded && <span className="inbox-item__preview">{message.body}</span>}
        </span>
      </button>
      {expanded && (
        <div className="inbox-item__body">
          <p>{message.body}</p>
          {internal && <Link href={internal}>{t('messages.open_link')}</Link>}
          <button type="button" className="button button--small button--ghost" onClick={onDelete}>{t('messages.delete')}</button>
        </div>
      )}
    </li>
  );
}
