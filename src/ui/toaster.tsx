import { useToasts } from './toast-store';

/** Renders the live toasts; screen readers hear them through the live region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`}>
          {t.kind === 'loading' && <span className="spinner spinner--small" aria-hidden="true" />}
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
