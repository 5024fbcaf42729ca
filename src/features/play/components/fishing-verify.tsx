import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FISH_SPECIES, FISHING_RTP, isFishSpecies, type FishSpecies } from '../../../../contract/fishing';
import { verifyShot, type ShotVerifyResult } from '../model/verify-shot';
import { FishIcon } from './fish-table';
import { nonceOf, VerifyForm, VerifyOutcomeCard } from './verify-form';
import './fishing.css';

/**
 * The verify screen for a fishing shot (/m/play/verify?engine=fishing…,
 * linked from the betting record): the shot's float from the revealed seed,
 * client seed and nonce, and the catch rule applied to the fish shot at,
 * with the code the server played it with (docs/fairness.md "Fishing").
 */
export function FishingVerify({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const given = params.get('species') ?? '';
  const [species, setSpecies] = useState<FishSpecies>(isFishSpecies(given) ? given : 'clownfish');
  const [result, setResult] = useState<ShotVerifyResult | null>(null);
  return (
    <div className="play-page">
      <VerifyForm
        params={params} intro={<p className="play-note">{t('play.verify_intro')}</p>}
        onVerify={(values) => void verifyShot({ ...values, species, nonce: nonceOf(values) }).then(setResult)}
      >
        <label className="play-field">
          <span>{t('play.fish_verify_species')}</span>
          <select className="play-input" name="species" value={species} onChange={(e) => setSpecies(e.target.value as FishSpecies)}>
            {FISH_SPECIES.map((s) => <option key={s} value={s}>{t(`play.fish_species_${s}`)}</option>)}
          </select>
        </label>
      </VerifyForm>
      {result && <VerifyOutcomeCard result={result}>{result.kind === 'done' && <ShotOutcomeView result={result} />}</VerifyOutcomeCard>}
    </div>
  );
}

function ShotOutcomeView({ result }: { result: Extract<ShotVerifyResult, { kind: 'done' }> }) {
  const { t } = useTranslation();
  const { outcome } = result;
  const fish = t(`play.fish_species_${outcome.species}`);
  return (
    <>
      <p className="play-note play-mono" data-testid="verify-float">{t('play.fish_verify_float', { float: outcome.float })}</p>
      <p className="play-note play-mono">
        {t('play.fish_verify_rule', { float: outcome.float, multiplier: outcome.multiplier, product: outcome.float * outcome.multiplier, rtp: FISHING_RTP })}
      </p>
      <p className={outcome.caught ? 'play-ok' : 'play-note'} data-testid="verify-shot">
        <FishIcon species={outcome.species} />{' '}
        {outcome.caught ? t('play.fish_verify_caught', { fish, multiplier: outcome.multiplier }) : t('play.fish_verify_missed', { fish })}
      </p>
    </>
  );
}
