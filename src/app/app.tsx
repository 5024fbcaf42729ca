import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { StatusGate } from './status-gate';
import { AppLayout } from './layout/app-layout';
import { AppRouter } from './routes/router';
import { Toaster } from '../ui/toaster';
import { AfterFirstPaint } from '../ui/after-first-paint';
import { toast } from '../ui/toast-store';
import { onSessionOver } from '../api/session-events';
import { ServerRenderedContext } from '../features/home/hooks/server-rendered';
import { SignedInHintContext } from '../platform/signed-in-hint';
import { useKeptFirstScreen } from './kept-first-screen';
import { useMemberEvents } from './member-events/use-member-events';
import { loginReturningTo } from './login-return';

/**
 * A session the server ended sends the player to login with the spec
 * catalogue's word for it ("not logged in, please log in"), and back to the
 * screen they were on once they have.
 */
function SessionOverRedirect() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      onSessionOver(() => {
        toast.short(t('errors.not_logged_in'));
        navigate(loginReturningTo(`${location.pathname}${location.search}`), { replace: true });
      }),
    [navigate, t],
  );
  return null;
}

/** Client-only upkeep that renders nothing. */
function Upkeep() {
  useKeptFirstScreen();
  useMemberEvents();
  return null;
}

/**
 * The whole app. `ssrPath`: rendered on the server for this path (the page's
 * first screen, src/entry-server.tsx); `serverRendered`: the client is
 * hydrating that markup (src/main.tsx), so it renders what the server did;
 * `signedInHint`: the server renders for someone signed in whom it cannot
 * name (platform/signed-in-hint.ts).
 */
export function App({
  queryClient,
  ssrPath,
  serverRendered = false,
  signedInHint = false,
}: {
  queryClient: QueryClient;
  ssrPath?: string;
  serverRendered?: boolean;
  signedInHint?: boolean;
}) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <StatusGate>
        <AppLayout>
          <AppRouter />
        </AppLayout>
        <AfterFirstPaint>
          <SessionOverRedirect />
          <Upkeep />
        </AfterFirstPaint>
      </StatusGate>
      <AfterFirstPaint>
        <Toaster />
      </AfterFirstPaint>
    </QueryClientProvider>
  );
  return (
    <ServerRenderedContext value={serverRendered || ssrPath !== undefined}>
      <SignedInHintContext value={signedInHint}>{ssrPath === undefined ? app : <Router ssrPath={ssrPath}>{app}</Router>}</SignedInHintContext>
    </ServerRenderedContext>
  );
}
