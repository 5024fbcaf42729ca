/**
 * React's renderer, as the entry uses it. The build puts this module in the
 * `react` chunk with React itself (vite.config.ts), so that chunk sets the
 * renderer up when it is evaluated (the destructuring runs React DOM's module
 * code there, not in the app's chunk): the server-rendered page's loader
 * (public/first-screen.js) evaluates that chunk and then the app in tasks of
 * their own, two shorter tasks on a slow phone instead of one long one.
 */
import * as client from 'react-dom/client';

export const { createRoot, hydrateRoot } = client;
