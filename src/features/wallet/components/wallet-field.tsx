import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface WalletFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  hint?: string | null;
  error?: string | null;
  /** A control beside the input ("All"). */
  addon?: ReactNode;
}

/** A labelled input with its hint and message, tied together for screen readers. */
export function WalletField({ label, hint, error, addon, ...input }: WalletFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`wallet-field${error ? ' wallet-field--error' : ''}`}>
      <label htmlFor={id} className="wallet-field__label">{label}</label>
      <div className="wallet-field__row">
        <input id={id} className="wallet-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {addon}
      </div>
      {hint && <span id={`${id}-hint`} className="wallet-field__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="wallet-field__error" role="alert">{error}</span>}
    </div>
  );
}
