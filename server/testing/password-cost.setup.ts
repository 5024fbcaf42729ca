/**
 * Set-up file of the `server` and `server-pg` vitest projects: passwords
 * hashed in a test worker cost N=2^10 instead of production's 2^15
 * (server/accounts/password-hash.ts, docs/decisions/0114). Logins,
 * registrations and password changes still run scrypt, at the cost each
 * hash was made with; the production cost is tested explicitly
 * (server/accounts/sessions.test.ts), and the servers tests start keep it.
 */
import { lowerPasswordHashCostForTests } from '../accounts/password-hash';

lowerPasswordHashCostForTests();
