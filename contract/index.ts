/**
 * The wire contract shared by the PWA (src/api) and the reference server
 * (server/). Both import from here, so they cannot drift apart.
 */
export * from './envelope';
export * from './headers';
export * from './error-codes';
export * from './paths';
export * from './system';
export * from './auth';
export * from './social';
export * from './games';
export * from './boot';
export * from './member';
