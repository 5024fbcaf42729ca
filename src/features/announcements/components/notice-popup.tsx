import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Announcement } from '../../../../contract';
import { Dialog } from '../../../ui/dialog';
import { dismissNoticePopup } from '../model/notice-popup-rules';
import { SafeHtml } from './safe-html';
import { APP_PATHS } from '../../../config/paths';

/** The dialog itself: loaded only when there is something to show. */
export default function NoticePopup({ items, onClose }: { items: Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [hideToday, setHideToday] = useState(false);
  const close = () => {
    dismissNoticePopup(hideToday);
    onClose();
  };
  const first = items[0]!;
  return (
    <Dialog
      title={first.title}
      onClose={close}
      openAfterPaint
      footer={
        <>
          <label className="notice-popup__today">
            <input type="checkbox" checked={hideToday} onChange={(event) => setHideToday(event.target.checked)} />
            {t('announcements.hide_today')}
          </label>
          <button type="button" className="button" onClick={close}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <SafeHtml className="notice-popup__content" html={first.content} />
      {items.length > 1 && (
        <Link href={APP_PATHS.notice} className="notice-popup__more" onClick={close}>
          {t('announcements.more', { count: items.length - 1 })}
        </Link>
      )}
    </Dialog>
  );
}
