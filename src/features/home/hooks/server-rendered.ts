import { createContext, useContext } from 'react';

/**
 * True when the first screen came from the server and is being hydrated (and
 * during the server render itself): the blocks the server put into the page
 * (ticker, member banner) must then be in the first render too, or
 * hydration would not match. A client-only start (the service worker's
 * shell) keeps them after the first paint.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
