/**
 * Web Storage that never throws: private modes and full quotas make
 * localStorage fail, and a failed write must not break the app.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // quota or privacy mode: the value simply is not remembered
  }
}

export function remove(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const text = readText(key, kind);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeText(key, JSON.stringify(value), kind);
}

export function clearArea(kind: Area): void {
  try {
    area(kind)?.clear();
  } catch {
    // nothing to do
  }
}
