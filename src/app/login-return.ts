import { APP_PATH_PREFIX, APP_PATHS } from '../config/paths';

/** The login path with ?redirect= back to `here`, unless here is outside the app or already an account page. */
export function loginReturningTo(here: string): string {
  if (!here.startsWith(APP_PATH_PREFIX) || /^\/m\/(login|register|forget)\b/.test(here)) return APP_PATHS.login;
  return `${APP_PATHS.login}?redirect=${encodeURIComponent(here)}`;
}
