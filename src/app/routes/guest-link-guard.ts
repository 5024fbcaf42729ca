import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { getSession } from '../../platform/session';
import { askLogin } from '../../ui/modal-store';
import { findRoute } from './route-table';
import { clickedRoutePath } from './trial-link-guard';

/**
 * A guest's tap on a deposit link (the real-member routes) opens the login
 * dialog over the current screen instead of leaving for /m/login, and the
 * deposit opens once they are in (issue 10, item 7). Other members-only
 * links keep the login page with ?redirect=: there the player chose to go
 * somewhere new, not to do something here. Like the trial guard: one
 * listener, reading the route table, so any deposit button is covered.
 */
export function useGuestLinkGuard(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (getSession()) return;
      const path = clickedRoutePath(event);
      const route = path ? findRoute(path) : undefined;
      if (!path || route?.access !== 'real-member') return;
      // capture phase: runs before the link's own handler, which then leaves it alone
      event.preventDefault();
      const target = `${path}${(event.target as Element).closest('a')?.search ?? ''}`;
      askLogin(() => navigate(target));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
