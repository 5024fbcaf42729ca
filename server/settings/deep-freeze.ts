/**
 * Freezes a value kept for many requests, so a caller that changed it in
 * place (and so every later answer) fails at once instead.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
