import { vi } from 'vitest';

/**
 * For tests that run in Node, which has no Web Storage: one empty store in
 * memory stands in for both localStorage and sessionStorage until
 * vi.unstubAllGlobals(). Call it before each test; returns the store.
 */
export function stubWebStorage(): Storage {
  const memory = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return memory.size;
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  return storage;
}
