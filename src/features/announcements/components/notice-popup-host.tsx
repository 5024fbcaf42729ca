import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../platform/session';
import { DEFAULT_TYPES, useAnnouncements } from '../api/announcements';
import { shouldShowNoticePopup } from '../model/notice-popup-rules';

const NoticePopup = lazy(() => import('./notice-popup'));

/** Waits until the page is idle: the popup must not compete with the lobby's first paint. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 2500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 1200);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** On home: the notice popup when notices exist and none was shown this session. */
export function NoticePopupHost() {
  const ready = useAfterFirstPaint();
  return ready ? <NoticePopupWhenAllowed /> : null;
}

function NoticePopupWhenAllowed() {
  const session = useSession();
  const [allowed, setAllowed] = useState(shouldShowNoticePopup);
  const list = useAnnouncements(DEFAULT_TYPES, session?.id ?? null);
  const items = list.data?.popup ?? [];
  if (!allowed || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup items={items} onClose={() => setAllowed(false)} />
    </Suspense>
  );
}
