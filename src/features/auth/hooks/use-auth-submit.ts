import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-store';
import { readAuthRefusal, type AuthRefusal } from '../model/auth-errors';
import { useRefusalText } from '../components/text-field';

export interface AuthSubmitOptions<T> {
  /** The loading toast's text, and how long it may stay at most. */
  loading: { text: string; ms?: number };
  send: () => Promise<T>;
  onSuccess: (value: T) => void | Promise<void>;
  /** What the form does with a refusal besides showing it (clear a field, mark one). */
  onRefusal?: (refusal: AuthRefusal, error: unknown) => void;
}

/**
 * The submit of an auth form, as the wallet, agent and promotion forms do
 * theirs: a mutation (busy while it runs, never paused offline or sent
 * again later), a loading toast, and the refusal as the form's error text.
 * `submit()` starts it (after the form's own validation); `clear()` drops
 * the last error.
 */
export function useAuthSubmit<T>({ loading, send, onSuccess, onRefusal }: AuthSubmitOptions<T>) {
  const refusalText = useRefusalText();
  const mutation = useMutation<T, unknown, void>({
    networkMode: 'always',
    retry: false,
    mutationFn: async () => {
      const shown = toast.loading(loading.text, loading.ms);
      try {
        return await send();
      } finally {
        toast.hide(shown);
      }
    },
    onSuccess: (value) => onSuccess(value),
    onError: (error) => onRefusal?.(readAuthRefusal(error), error),
  });
  const formError = mutation.isError ? refusalText(readAuthRefusal(mutation.error), mutation.error) : null;
  return {
    submit: () => mutation.mutate(undefined, {}),
    busy: mutation.isPending,
    formError,
    clear: () => mutation.reset(),
  };
}
