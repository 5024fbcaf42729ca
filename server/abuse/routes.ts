import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The registered path, parameters still as :name. */
  url: string;
}

/**
 * Every route the app registered, read from Fastify's own route tree
 * (printRoutes), so a route added later is swept without editing a list.
 * Tree lines look like `│   ├── segment (GET, HEAD)`; a child's path is
 * its parent's with the segment appended.
 */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3).trimEnd());
    if (!match) continue;
    stack.length = depth;
    const url = `${stack.join('')}${match[1]}`;
    stack.push(match[1]!);
    for (const method of (match[2] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}
