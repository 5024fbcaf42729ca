/**
 * A subscription endpoint is a URL the server will POST to, chosen by the
 * browser, but sent to us by a client we do not trust: without a check, any
 * member could make the server call internal addresses (SSRF). Only the
 * browsers' push services are accepted; test mode also accepts loopback
 * http (the test receiver in server/push/test-receiver.ts).
 * PUSH_ENDPOINT_HOSTS (comma separated) adds hosts for other push services.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'api.push.apple.com',
];
const PUSH_SERVICE_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

function extraHosts(): string[] {
  return (process.env.PUSH_ENDPOINT_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

export function pushEndpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowLoopback && url.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost')) return true;
  if (url.protocol !== 'https:' || (url.port && url.port !== '443')) return false;
  return PUSH_SERVICE_HOSTS.includes(host) || extraHosts().includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
