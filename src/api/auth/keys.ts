import { PUBLIC } from '../query-keys';

/** Query keys of the sign-in and registration calls made before there is a member (src/api/query-keys.ts). */
export const authKeys = {
  all: () => ['auth'] as const,
  /** A captcha image; `purpose` keeps the login's and the feedback form's images apart, `generation` asks for a new one. */
  captcha: (purpose: string, generation: number | string) => ['auth', PUBLIC, 'captcha', purpose, generation] as const,
  affiliate: (code: string, domain: string) => ['auth', PUBLIC, 'affiliate', code, domain] as const,
  /** Whether a username is free (GET /wps/check/username), by the name as the server compares it. */
  username: (name: string) => ['auth', PUBLIC, 'username', name] as const,
};
