import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FISH_SPECIES, FISHING_RTP, isFishSpecies, type FishSpecies } from '../../../../contract/fishing';
import { verifyShot, type ShotVerifyResult } from '../model/verify-shot';
import { FishIcon } from './fish-table';
import './fishing.css';

const FIELDS = ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, 'play.server_seed' | 'play.server_seed_hash' | 'play.client_seed' | 'play.nonce'> = {
  serverSeed: 'play.server_seed', serverSeedHash: 'play.server_seed_hash', clientSeed: 'play.client_seed', nonce: 'play.nonce',
};

/**
 * The verify screen for a fishing shot (/m/play/verify?engine=fishing…,
 * linked from the betting record): the shot's float from the revealed seed,
 * client seed and nonce, and the catch rule applied to the fish shot at,
 * with the code the server played it with (docs/fairness.md "Fishing").
 */
export function FishingVerify({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<Field, string>);
  const given = params.get('species') ?? '';
  const [species, setSpecies] = useState<FishSpecies>(isFishSpecies(given) ? given : 'clownfish');
  const [result, setResult] = useState<ShotVerifyResult | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verifyShot({ ...values, species, nonce: Math.max(0, Math.floor(Number(values.nonce) || 0)) }).then(setResult);
  };

  return (
    <div className="play-page">
      <section className="play-card" aria-labelledby="play-verify">
        <h1 id="play-verify" className="play-card__title">{t('play.verify')}</h1>
        <p className="play-note">{t('play.verify_intro')}</p>
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
          <label className="play-field">
            <span>{t('play.fish_verify_species')}</span>
            <select className="play-input" name="species" value={species} onChange={(e) => setSpecies(e.target.value as FishSpecies)}>
              {FISH_SPECIES.map((s) => <option key={s} value={s}>{t(`play.fish_species_${s}`)}</option>)}
            </select>
          </label>
          <button type="submit" className="play-spin">{t('play.verify_run')}</button>
        </form>
      </section>
      {result && <ShotOutcomeView result={result} />}
    </div>
  );
}

function ShotOutcomeView({ result }: { result: ShotVerifyResult }) {
  const { t } = useTranslation();
  if (result.kind !== 'done') return <p className="play-error" role="alert">{t('play.verify_bad_seed')}</p>;
  const { outcome } = result;
  const fish = t(`play.fish_species_${outcome.species}`);
  return (
    <section className="play-card" aria-labelledby="play-verify-result">
      <h2 id="play-verify-result" className="play-card__title">{t('play.verify_result')}</h2>
      {result.hashMatches !== null && (
        <p className={result.hashMatches ? 'play-ok' : 'play-error'} role="status">{t(result.hashMatches ? 'play.verify_hash_ok' : 'play.verify_hash_bad')}</p>
      )}
      <p className="play-note play-mono" data-testid="verify-float">{t('play.fish_verify_float', { float: outcome.float })}</p>
      <p className="play-note play-mono">
        {t('play.fish_verify_rule', { float: outcome.float, multiplier: outcome.multiplier, product: outcome.float * outcome.multiplier, rtp: FISHING_RTP })}
      </p>
      <p className={outcome.caught ? 'play-ok' : 'play-note'} data-testid="verify-shot">
        <FishIcon species={outcome.species} />{' '}
        {outcome.caught ? t('play.fish_verify_caught', { fish, multiplier: outcome.multiplier }) : t('play.fish_verify_missed', { fish })}
      </p>
    </section>
  );
}
