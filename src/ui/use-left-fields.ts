import { useCallback, useState } from 'react';

/**
 * The fields of a form whose messages show before a submit (issue 27: checked
 * on blur, not only on submit): one the player typed in and then left. From
 * then on its message follows what it holds, also once emptied. An empty
 * field merely tabbed past says nothing yet (the UX review: "Vui lòng nhập…"
 * before the player had tried anything); a submit shows every message.
 *
 * `leave(name, value)` goes on the field's blur; `shown(name)` tells whether
 * its message may show (or-ed with the form's own "tried to submit").
 */
export function useLeftFields(): { shown: (name: string) => boolean; leave: (name: string, value: string) => void } {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const leave = useCallback((name: string, value: string) => {
    if (value.trim() === '') return;
    setLeft((old) => (old.has(name) ? old : new Set(old).add(name)));
  }, []);
  const shown = useCallback((name: string) => left.has(name), [left]);
  return { shown, leave };
}
