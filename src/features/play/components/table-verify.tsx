import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVER_SEED_PATTERN, seedMatchesHash } from '../../../../contract/fairness';
import { tableOutcome, type LiveEngine, type TableOutcome } from '../../../../contract/live-tables';
import { colourOf } from '../../../../contract/roulette';
import { PlayingCard } from './playing-card';
import './play.css';
import './tables.css';
import '../i18n-bundle';

const FIELDS = ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, 'play.server_seed' | 'play.server_seed_hash' | 'play.client_seed' | 'play.nonce'> = {
  serverSeed: 'play.server_seed', serverSeedHash: 'play.server_seed_hash', clientSeed: 'play.client_seed', nonce: 'play.nonce',
};

type Result = { kind: 'bad-seed' } | { kind: 'done'; hashMatches: boolean | null; outcome: TableOutcome };

/**
 * The verify screen for a live table round (docs/fairness.md "Live tables"):
 * the round's revealed seed against the hash shown when it opened, then the
 * cards or the number, with the very code the server dealt them with.
 */
export function TableVerify({ engine, params }: { engine: LiveEngine; params: URLSearchParams }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? (f === 'nonce' ? '0' : '')])) as Record<Field, string>);
  const [result, setResult] = useState<Result | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const serverSeed = values.serverSeed.trim().toLowerCase();
    if (!SERVER_SEED_PATTERN.test(serverSeed)) return setResult({ kind: 'bad-seed' });
    const hash = values.serverSeedHash.trim();
    const nonce = Math.max(0, Math.floor(Number(values.nonce) || 0));
    void Promise.all([hash ? seedMatchesHash(serverSeed, hash) : Promise.resolve(null), tableOutcome(engine, serverSeed, values.clientSeed, nonce)])
      .then(([hashMatches, outcome]) => setResult({ kind: 'done', hashMatches, outcome }));
  };

  return (
    <div className="play-page">
      <section className="play-card" aria-labelledby="play-verify">
        <h1 id="play-verify" className="play-card__title">{t('play.verify')}</h1>
        <p className="play-note">{t('play.tbl_fairness_intro')}</p>
        <p className="play-note">{t('play.tbl_verify_engine')}: <strong>{t(`play.tbl_engine_${engine}`)}</strong></p>
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
          <button type="submit" className="play-spin">{t('play.verify_run')}</button>
        </form>
      </section>
      {result && <TableVerifyOutcome result={result} />}
    </div>
  );
}

function TableVerifyOutcome({ result }: { result: Result }) {
  const { t } = useTranslation();
  if (result.kind !== 'done') return <p className="play-error" role="alert">{t('play.verify_bad_seed')}</p>;
  const o = result.outcome;
  return (
    <section className="play-card" aria-labelledby="play-verify-result">
      <h2 id="play-verify-result" className="play-card__title">{t('play.verify_result')}</h2>
      {result.hashMatches !== null && (
        <p className={result.hashMatches ? 'play-ok' : 'play-error'} role="status">{t(result.hashMatches ? 'play.verify_hash_ok' : 'play.verify_hash_bad')}</p>
      )}
      {o.engine === 'baccarat' ? (
        <>
          <p className="play-note" data-testid="verify-table">
            {t('play.tbl_verify_baccarat', { winner: t(`play.tbl_winner_${o.winner}`, { player: o.playerTotal, banker: o.bankerTotal }) })}
          </p>
          <div className="tbl-verify-hands">
            {(['player', 'banker'] as const).map((side) => (
              <div key={side} className={`tbl-hand tbl-hand--${side}`}>
                <p className="tbl-hand__title">{t('play.tbl_hand', { side: t(`play.tbl_spot_${side}`), total: side === 'player' ? o.playerTotal : o.bankerTotal })}</p>
                <div className="tbl-hand__cards">{o[side].map((card, i) => <PlayingCard key={`${card}-${i}`} card={card} />)}</div>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="play-note" data-testid="verify-table">
          <span className={`tbl-ball tbl-ball--${colourOf(o.number)}`} aria-hidden="true">{o.number}</span>{' '}
          {t('play.tbl_verify_roulette', { n: o.number, colour: t(`play.tbl_colour_${colourOf(o.number)}`) })}
        </p>
      )}
    </section>
  );
}
