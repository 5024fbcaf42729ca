import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession, roleOf } from '../../platform/session';
import { showToast } from '../../ui/toast-store';
import { TOAST_MS } from '../../config/constants';
import { findRoute } from './route-table';
import { isTrialRefusal } from './route-guard';
import { askTrialToRegister } from '../layout/trial-register-cta';

/** The in-app route a click lands on, when it is a plain left click on a same-origin link. */
export function clickedRoutePath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== globalThis.location.origin) return null;
  return anchor.pathname;
}

/**
 * Links to routes a trial user is refused (deposit, inbox) answer at once
 * instead of navigating and bouncing back home: a trial user gets the call
 * to register (a dialog that waits for them), anyone else refused there (an
 * agent on deposit) the free_reject toast. One
 * listener for every such link (header, side menu, footer, banners),
 * reading the route table, so a new deposit button needs nothing more.
 */
export function useTrialLinkGuard(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = clickedRoutePath(event);
      const route = path ? findRoute(path) : undefined;
      if (!route || !isTrialRefusal(route.access, getSession())) return;
      // capture phase: runs before the link's own handler, which then leaves it alone
      event.preventDefault();
      if (roleOf(getSession()) === 'trial') askTrialToRegister();
      else showToast(t('errors.free_reject'), 'info', TOAST_MS.freeReject);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [t]);
}
