import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from '../../../ui/toast-store';
import { readAuthRefusal, type AuthRefusal } from '../model/auth-errors';
import { useRefusalText } from '../components/text-field';
import type { AuthForm } from './use-auth-form';

export interface AuthSubmitOptions<Variables, Value> {
  form: AuthForm;
  /**
   * The form's own checks at submit (its validation first): the call's
   * variables, or null to send nothing because the form has said why.
   */
  prepare: () => Variables | null | Promise<Variables | null>;
  send: (variables: Variables) => Promise<Value>;
  /** A loading toast while the call runs, and how long it may stay at most. */
  loading?: { text: string; ms?: number };
  onSuccess: (value: Value, variables: Variables) => void | Promise<void>;
  /** What the form does with a refusal besides showing it (clear a field, mark one, renew the captcha). */
  onRefusal?: (refusal: AuthRefusal, error: unknown, variables: Variables) => void;
  /** How a lock's end time is written in the refusal text. */
  formatTime?: (epochMs: number) => string;
}

/**
 * The submit of an accounts form, the one way every auth form sends: a
 * mutation, as the wallet, agent and promotion forms do theirs (busy while
 * it runs, never paused offline or sent again later, since a login or a
 * password must not go out behind the player's back), an optional loading
 * toast, and the refusal as the form's error text. Nothing the player typed
 * is cleared here: only the form's `onRefusal` decides that.
 *
 * `formProps` go on the <form>; `clear()` drops the last error.
 */
export function useAuthSubmit<Variables, Value>({ form, prepare, send, loading, onSuccess, onRefusal, formatTime }: AuthSubmitOptions<Variables, Value>) {
  const refusalText = useRefusalText();
  const mutation = useMutation<Value, Error, Variables>({
    networkMode: 'always',
    retry: false,
    mutationFn: async (variables) => {
      const shown = loading ? toast.loading(loading.text, loading.ms) : null;
      try {
        return await send(variables);
      } finally {
        if (shown !== null) toast.hide(shown);
      }
    },
    onSuccess: (value, variables) => onSuccess(value, variables),
    onError: (error, variables) => onRefusal?.(readAuthRefusal(error, formatTime), error, variables),
  });
  const { mutate, reset, isPending, isError, error } = mutation;
  const formError = isError ? refusalText(readAuthRefusal(error, formatTime), error) : null;

  const start = (variables: Variables | null) => {
    if (variables !== null) mutate(variables);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset();
    const prepared = prepare();
    if (prepared instanceof Promise) void prepared.then(start);
    else start(prepared);
  };

  return {
    formProps: { id: form.formId, className: 'auth-form', onSubmit, noValidate: true, 'aria-busy': isPending },
    busy: isPending,
    formError,
    clear: reset,
  };
}
