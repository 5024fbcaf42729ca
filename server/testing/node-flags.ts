/**
 * Node flags for the processes tests run PGlite in: the servers tests start
 * and the server test workers (docs/decisions/0109). PGlite's WebAssembly
 * is compiled by V8's baseline compiler (Liftoff) only. A test process lives
 * for seconds or minutes, and optimising PGlite's hot functions again in
 * each one (TurboFan, on background threads) cost about 3 of the 8.5 CPU-s
 * a server took to start, more than the faster code saved over its life.
 * Production (`npm start`) and the load bench keep every tier.
 * WPS_TEST_WASM_TIERS=all runs the tests with every tier (to compare).
 */
export const TEST_NODE_FLAGS: readonly string[] = process.env.WPS_TEST_WASM_TIERS === 'all' ? [] : ['--liftoff-only'];
