import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The other origins of this platform (docs/decisions/0082): the hosts of the
 * merchant's domain list. A page loaded from one of them calls the API of
 * another when its own host stops answering (the client's domain failover),
 * so these origins, and only these, get CORS answers, and the pages' and
 * the worker's Content-Security-Policy lets them connect there.
 *
 * The domain routes live in the database (server/settings/contacts.ts); the
 * system routes register the resolver for their app (server/routes/system.ts),
 * and the CORS and security-header hooks read it per request.
 */
export type OriginsResolver = (request: FastifyRequest) => Promise<ReadonlySet<string>>;

const resolvers = new WeakMap<FastifyInstance, OriginsResolver>();
const NONE: ReadonlySet<string> = new Set();

export function setPlatformOrigins(app: FastifyInstance, resolver: OriginsResolver): void {
  resolvers.set(app, resolver);
}

/** The platform's origins for this request's merchant (none when unknown or unreadable). */
export async function platformOrigins(app: FastifyInstance, request: FastifyRequest): Promise<ReadonlySet<string>> {
  const resolver = resolvers.get(app);
  if (!resolver) return NONE;
  try {
    return await resolver(request);
  } catch {
    // an unknown merchant or a database hiccup: no cross-origin answer, never a failed request
    return NONE;
  }
}

/** `https://m2.example.com/path` → `https://m2.example.com`; null when the entry is not an http(s) URL. */
export function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
