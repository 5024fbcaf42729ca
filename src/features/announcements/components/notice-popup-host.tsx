import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../platform/session';
import { useLoadedAndIdle } from '../../../platform/after-load';
import { HOME_SCOPE, useAnnouncements } from '../api/announcements';
import { shouldShowNoticePopup } from '../model/notice-popup-rules';

const NoticePopup = lazy(() => import('./notice-popup'));

/**
 * On home: the notice popup when notices exist and none was shown this
 * session, once the page has loaded (it must not compete with the lobby's
 * first paint).
 */
export function NoticePopupHost() {
  const ready = useLoadedAndIdle();
  return ready ? <NoticePopupWhenAllowed /> : null;
}

function NoticePopupWhenAllowed() {
  const session = useSession();
  const [allowed, setAllowed] = useState(shouldShowNoticePopup);
  const list = useAnnouncements(HOME_SCOPE, session?.id ?? null);
  const items = list.data?.popup ?? [];
  if (!allowed || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup items={items} onClose={() => setAllowed(false)} />
    </Suspense>
  );
}
