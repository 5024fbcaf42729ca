/**
 * The query-key convention (docs/decisions/0057): every key is
 *
 *   [domain, member, resource, …params, language]
 *
 * - domain: one per keys module (`<feature>/api/keys.ts` or
 *   `src/api/<domain>/keys.ts`), whose `all()` is `[domain]`, so one call
 *   refreshes everything the domain caches;
 * - member: `memberKey(session)` (src/platform/session.ts) for answers that
 *   depend on who asks, PUBLIC for answers that are the same for everyone;
 * - language: last, on every answer the server translates, so a language
 *   switch reads it again instead of showing a cached (or persisted) copy in
 *   the other language.
 *
 * Keys are written only in keys modules: lint refuses `queryKey: [` elsewhere.
 */
export const PUBLIC = 'public';
