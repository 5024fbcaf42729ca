import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './play.css';
import '../i18n-bundle';

const FIELDS = ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
type Field = (typeof FIELDS)[number];
export type VerifyValues = Record<Field, string>;
const LABELS: Record<Field, 'play.server_seed' | 'play.server_seed_hash' | 'play.client_seed' | 'play.nonce'> = {
  serverSeed: 'play.server_seed', serverSeedHash: 'play.server_seed_hash', clientSeed: 'play.client_seed', nonce: 'play.nonce',
};

/** The nonce as typed: a whole number, 0 for anything else. */
export const nonceOf = (values: VerifyValues): number => Math.max(0, Math.floor(Number(values.nonce) || 0));

/**
 * The verify screen's form, one for every engine (docs/fairness.md): the
 * four fairness values, filled from the link that opened it (a betting
 * record, a rotation, a table's round), an engine's own fields after them,
 * and the button that recomputes in the browser.
 */
export function VerifyForm({ params, intro, onVerify, defaultNonce = '', children }: {
  params: URLSearchParams;
  intro: ReactNode;
  onVerify: (values: VerifyValues) => void;
  defaultNonce?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<VerifyValues>(() => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? (f === 'nonce' ? defaultNonce : '')])) as VerifyValues);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(values);
  };
  return (
    <section className="play-card" aria-labelledby="play-verify">
      <h1 id="play-verify" className="play-card__title">{t('play.verify')}</h1>
      {intro}
      <form className="play-verify-form" onSubmit={submit}>
        {FIELDS.map((field) => (
          <label key={field} className="play-field">
            <span>{t(LABELS[field])}</span>
            <input
              className="play-input play-mono" name={field} value={values[field]} autoComplete="off" spellCheck={false}
              inputMode={field === 'nonce' ? 'numeric' : 'text'} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
          </label>
        ))}
        {children}
        <button type="submit" className="play-spin">{t('play.verify_run')}</button>
      </form>
    </section>
  );
}

/**
 * What a recomputation found, one frame for every engine: a seed that is no
 * server seed is refused; else whether it matches its hash (when one was
 * given), then the engine's own outcome.
 */
export function VerifyOutcomeCard({ result, children }: { result: { kind: string; hashMatches?: boolean | null }; children?: ReactNode }) {
  const { t } = useTranslation();
  if (result.kind !== 'done') return <p className="play-error" role="alert">{t('play.verify_bad_seed')}</p>;
  return (
    <section className="play-card" aria-labelledby="play-verify-result">
      <h2 id="play-verify-result" className="play-card__title">{t('play.verify_result')}</h2>
      {result.hashMatches != null && (
        <p className={result.hashMatches ? 'play-ok' : 'play-error'} role="status">{t(result.hashMatches ? 'play.verify_hash_ok' : 'play.verify_hash_bad')}</p>
      )}
      {children}
    </section>
  );
}
