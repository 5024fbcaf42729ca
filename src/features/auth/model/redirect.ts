import { APP_PATH_PREFIX } from '../../../config/paths';

/**
 * Where to go after a login: `?redirect=` when it is a path of this app
 * (never another origin or a protocol-relative URL), otherwise null.
 */
export function safeRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith(APP_PATH_PREFIX) || target.startsWith('//') || target.includes('\\')) return null;
  if (/^\/m\/(login|register|forget)\b/.test(target)) return null;
  return target;
}
