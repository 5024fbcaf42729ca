import { Suspense, useEffect, useState } from 'react';
import { useLoadedAndIdle } from '../../../platform/after-load';
import { HOME_SCOPE, useAnnouncements } from '../../../api/announcements/announcements';
import { shouldShowNoticePopup } from '../model/notice-popup-rules';
import { NOTICE_POPUP_QUIET_MS, useInputQuiet, watchInput } from '../model/input-quiet';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { LoadBoundary } from '../../../ui/load-boundary';
import '../notice-popup.css';

const NoticePopup = retryableLazy(() => import('./notice-popup'));

/**
 * On home: the notice popup when notices exist and none was shown this
 * session, once the page has loaded (it must not compete with the lobby's
 * first paint) and the player has left the screen alone for a moment (it
 * must not land under a finger about to tap; docs/decisions/0014).
 */
export function NoticePopupHost() {
  const ready = useLoadedAndIdle();
  // from the first render: a tap during loading counts too
  useEffect(watchInput, []);
  return ready ? <NoticePopupWhenAllowed /> : null;
}

function NoticePopupWhenAllowed() {
  const [allowed, setAllowed] = useState(shouldShowNoticePopup);
  const list = useAnnouncements(HOME_SCOPE);
  const items = list.data?.popup ?? [];
  // counted from when there is something to show, not from the mount
  const quiet = useInputQuiet(NOTICE_POPUP_QUIET_MS, allowed && items.length > 0);
  if (!allowed || !quiet || items.length === 0) return null;
  return (
    <LoadBoundary quiet>
      <Suspense fallback={null}>
        <NoticePopup items={items} onClose={() => setAllowed(false)} />
      </Suspense>
    </LoadBoundary>
  );
}
