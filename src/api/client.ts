import * as v from 'valibot';
import { MERCHANT_CODE } from '../config/env';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { HEADERS, envelopeHeadSchema, type DeviceHeaderValue, type WireLanguage } from '../../contract';
import { ApiError } from './errors';
import { getSession, clearSession } from '../platform/session';
import { nextTask } from '../platform/next-task';
import { announceSessionOver } from './session-events';
import { apiHosts } from '../platform/api-failover';

/** Facts the client needs from the running app, supplied at start-up. */
interface ClientContext {
  language: () => WireLanguage;
  device: () => DeviceHeaderValue;
}

let context: ClientContext = { language: () => 'VI', device: () => 'OTHERS' };

export function configureClient(next: ClientContext): void {
  context = next;
}

export interface RequestOptions<S extends v.GenericSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The schema of the envelope's `value`; the reply is checked against it. */
  schema: S;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

function buildUrl(host: string, path: string, query?: RequestOptions<v.GenericSchema>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${host}${path}${search ? `?${search}` : ''}`;
}

/** The host stopped answering: a network failure or timeout (not the device offline, not a cancel), or a 5xx. */
function isHostFailure(outcome: Response | unknown): boolean {
  if (outcome instanceof Response) return outcome.status >= 500;
  return outcome instanceof ApiError && (outcome.kind === 'network' || outcome.kind === 'timeout');
}

/**
 * Sends on the current API host (docs/decisions/0082). When the host has
 * stopped answering, the failover picks the next healthy one; a GET is
 * then sent once more there (it changes nothing, so asking twice is safe),
 * any other call fails as it did and its retry goes to the new host.
 */
async function sendWithFailover(method: string, options: RequestOptions<v.GenericSchema>, init: RequestInit, timeoutMs: number): Promise<Response> {
  const hosts = apiHosts();
  const host = hosts.current();
  const attempt = (on: string) => send(buildUrl(on, options.path, options.query), init, timeoutMs, options.signal);
  let outcome: Response | unknown;
  try {
    outcome = await attempt(host);
  } catch (error) {
    outcome = error;
  }
  if (!isHostFailure(outcome) || options.signal?.aborted) {
    if (outcome instanceof Response) {
      hosts.reportSuccess(host);
      return outcome;
    }
    throw outcome;
  }
  const next = await hosts.reportFailure(host);
  if (next && next !== host && method === 'GET') return attempt(next);
  if (outcome instanceof Response) return outcome;
  throw outcome;
}

function encodeUserAgent(): string {
  try {
    return btoa(unescape(encodeURIComponent(navigator.userAgent)));
  } catch {
    return '';
  }
}

function protocolHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.merchant]: MERCHANT_CODE,
    [HEADERS.language]: context.language(),
    [HEADERS.device]: context.device(),
    [HEADERS.realUserAgent]: encodeUserAgent(),
  };
  const token = getSession()?.token;
  if (token) headers[HEADERS.authorization] = token;
  return headers;
}

async function send(url: string, init: RequestInit, timeoutMs: number, outer?: AbortSignal): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('offline');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    // Each request starts in a task of its own: a screen's queries all ask at
    // once, from the effects of the render that mounted them, and starting a
    // fetch costs the page's main thread a little each.
    await nextTask();
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (outer?.aborted) throw cause;
    if (controller.signal.aborted) throw new ApiError('timeout', { cause });
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(offline ? 'offline' : 'network', { cause });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError(response.ok ? 'malformed' : 'http', { status: response.status, cause });
  }
}

/**
 * The one way the PWA talks to the WPS API: protocol headers, the envelope
 * unwrapped, the value validated against the contract, failures typed.
 */
export async function apiRequest<S extends v.GenericSchema>(options: RequestOptions<S>): Promise<v.InferOutput<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...protocolHeaders(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'omit', cache: 'no-store' };
  if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
    // multipart uploads: the browser writes the Content-Type with its boundary
    init.body = options.body;
  } else if (options.body instanceof URLSearchParams) {
    // form-encoded, where the WPS call table says so (password by email)
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = options.body.toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await sendWithFailover(method, options, init, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const json = await readJsonBody(response);
  const head = v.safeParse(envelopeHeadSchema, json);
  if (!head.success) {
    throw new ApiError(response.ok ? 'malformed' : 'http', { status: response.status });
  }
  const envelope = head.output;
  if (!envelope.success) {
    const error = new ApiError('business', {
      status: response.status,
      errorCode: envelope.errorCode,
      serverMessage: envelope.message,
      value: envelope.value,
    });
    if (error.isSessionOver && getSession()) {
      clearSession();
      announceSessionOver(error.errorCode ?? '');
    }
    throw error;
  }
  const value = v.safeParse(options.schema, envelope.value);
  if (!value.success) {
    throw new ApiError('malformed', { status: response.status, serverMessage: v.summarize(value.issues) });
  }
  return value.output;
}
