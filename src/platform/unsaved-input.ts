import { useEffect, useId } from 'react';

/**
 * Forms report whether they hold input the player has not submitted, so an
 * app update never reloads the page under their fingers.
 */
const dirty = new Set<string>();

export function hasUnsavedInput(): boolean {
  return dirty.size > 0;
}

export function markUnsaved(id: string, isDirty: boolean): void {
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
}

export function useUnsavedInput(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    markUnsaved(id, isDirty);
    return () => markUnsaved(id, false);
  }, [id, isDirty]);
}
