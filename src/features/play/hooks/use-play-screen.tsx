import { useEffect, useState, type ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { useWireLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../ui/error-text';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { takeTicket } from '../model/ticket';

interface Opening {
  formats: ReturnType<typeof useFormats>;
  /** The wire language the game's answers are asked in. */
  language: string;
  errorText: ReturnType<typeof useErrorText>;
}

/** Until the game's state is there: what to show instead. Once it is: the ticket and the state. */
export type PlayScreen<State> = Opening &
  ({ ready: false; ticket: string | null; fallback: ReactElement } | { ready: true; ticket: string; value: State });

/**
 * The opening of an in-house game screen (slot, card table): its launch
 * ticket, the game's state asked with it, and what shows until that state
 * is there: no ticket says so, a load spins, a failed load says why and
 * offers a retry (the shared panel), never a dead end.
 */
export function usePlayScreen<State>(useGameState: (ticket: string | null) => UseQueryResult<State>): PlayScreen<State> {
  const { t } = useTranslation();
  const opening: Opening = { formats: useFormats(), language: useWireLanguage(), errorText: useErrorText() };
  const ticket = useLaunchTicket();
  const state = useGameState(ticket);
  if (!ticket) return { ...opening, ready: false, ticket, fallback: <PlayUnavailable /> };
  if (state.isPending) return { ...opening, ready: false, ticket, fallback: <Spinner label={t('common.loading')} /> };
  if (state.isError) {
    return { ...opening, ready: false, ticket, fallback: <div className="play-page"><RetryPanel error={state.error} onRetry={() => void state.refetch()} /></div> };
  }
  return { ...opening, ready: true, ticket, value: state.data };
}

/** A game screen opened without a ticket it can play with. */
export function PlayUnavailable() {
  const { t } = useTranslation();
  return <p className="play-error play-page" role="alert">{t('play.ticket_missing')}</p>;
}

/**
 * The launch ticket, read once as the screen opens (model/ticket.ts keeps it
 * for the tab) and taken out of the address bar at once, so it is neither
 * bookmarked nor shared nor sent as a referrer.
 */
function useLaunchTicket(): string | null {
  const [{ ticket, cleanSearch }] = useState(() => takeTicket(window.location.search));
  useEffect(() => {
    if (cleanSearch !== null) window.history.replaceState(window.history.state, '', `${window.location.pathname}?${cleanSearch}`);
  }, [cleanSearch]);
  return ticket;
}
