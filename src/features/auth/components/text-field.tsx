import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../ui/error-text';
import type { Message } from '../model/validation';
import type { AuthForm } from '../hooks/use-auth-form';
import '../i18n-bundle';

/** Translates a validation message of the accounts dictionary. */
export function useMessageText(): (message: Message | undefined | null) => string {
  const { t } = useTranslation();
  return (message) => (message ? String(t(`auth.${message.key}`, message.params ?? {})) : '');
}

/** What a form says about a refused call: the refusal's own text, else the generic text of the error. */
export function useRefusalText(): (refusal: { message: Message | null }, error: unknown) => string {
  const messageText = useMessageText();
  const errorText = useErrorText();
  return (refusal, error) => (refusal.message ? messageText(refusal.message) : errorText(error));
}

interface TextFieldProps {
  form: AuthForm;
  /** The payload field: the input's name (password managers and autofill read it). */
  name: string;
  label: string;
  autoComplete: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  maxLength?: number;
  min?: string;
  max?: string;
  hint?: string;
  /** The hint is good news (a username found free), drawn as such. */
  hintTone?: 'ok';
  /** The hint changes as the player types (an availability check): read out when it does. */
  liveHint?: boolean;
  /** Marked "optional" beside the label: the player may leave it empty. */
  optional?: boolean;
  readOnly?: boolean;
  /** A control beside the input (send-code button, captcha image). */
  addon?: ReactNode;
  /** A control before the input (country code). */
  prefix?: ReactNode;
}

/** One labelled input with its message; the name is the payload field. */
export function TextField({ form, name, label, autoComplete, type = 'text', inputMode, maxLength, min, max, hint, hintTone, liveHint, optional, readOnly, addon, prefix }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = useMessageText();
  const error = form.errors[name];
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`auth-field${error ? ' auth-field--error' : ''}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
        {optional && <span className="auth-field__optional"> ({t('access.optional')})</span>}
      </label>
      <div className="auth-field__row">
        {prefix}
        <input
          id={id}
          className="auth-field__input"
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          min={min}
          max={max}
          readOnly={readOnly}
          value={form.values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => form.blur(name)}
        />
        {addon}
      </div>
      {error ? (
        <p id={`${id}-error`} className="auth-field__error" role="alert">
          {text(error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={`auth-field__hint${hintTone ? ` auth-field__hint--${hintTone}` : ''}`} aria-live={liveHint ? 'polite' : undefined}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
