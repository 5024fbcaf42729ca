import { useEffect } from 'react';
import { APP_READY_EVENT } from '../config/constants';

/**
 * Rendered beside the app by src/main.tsx: its effect runs once the first
 * render (or the hydration of the server's screen) has committed, and tells
 * public/first-screen.js, which holds a button tapped before that moment
 * and taps it again now. Renders nothing, so hydration sees no difference.
 */
export function AppReadySignal() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '1';
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
