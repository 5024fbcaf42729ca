import { APP_UA_MARKER, WEBCLIP_QUERY_PARAM } from '../config/constants';
import type { DeviceHeaderValue } from '../../contract';

/** Where the site runs; recorded at registration as registerMethod. */
export type RunEnvironment = 'APP' | 'PWA' | 'WEBCLIP' | 'H5';

export interface EnvironmentSignals {
  userAgent: string;
  /** display-mode: standalone matched, or iOS navigator.standalone. */
  standalone: boolean;
  /** The launch URL's query string. */
  search: string;
  /** Whether an earlier launch in this browsing context came from the web clip. */
  rememberedWebclip: boolean;
}

export function detectEnvironment(signals: EnvironmentSignals): RunEnvironment {
  if (signals.userAgent.includes(APP_UA_MARKER)) return 'APP';
  const launchedFromClip = new URLSearchParams(signals.search).has(WEBCLIP_QUERY_PARAM);
  if (launchedFromClip || signals.rememberedWebclip) return 'WEBCLIP';
  if (signals.standalone) return 'PWA';
  return 'H5';
}

export function isIpad(userAgent: string): boolean {
  return /iPad/.test(userAgent);
}

/** The Device header value the platform expects from the mobile site. */
export function deviceHeaderFor(env: RunEnvironment, userAgent: string): DeviceHeaderValue {
  if (env === 'PWA') return 'PWA';
  if (env === 'WEBCLIP') return 'WEBCLIP';
  if (isIpad(userAgent)) return 'IPAD';
  return 'OTHERS';
}
