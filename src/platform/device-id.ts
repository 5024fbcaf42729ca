import { STORAGE_KEYS } from '../config/constants';
import { readText, writeText } from './storage';

/**
 * A stable random id for this browser (wps-protocol: `loginDeviceId`). The
 * server binds captchas to it and login and register carry it. Kept in
 * localStorage; when storage is unavailable one id lives for the page.
 */
let memory: string | null = null;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getLoginDeviceId(): string {
  const stored = readText(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  memory ??= randomId();
  writeText(STORAGE_KEYS.deviceId, memory);
  return memory;
}
