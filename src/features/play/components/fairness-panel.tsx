import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appPath } from '../../../config/paths';
import { CLIENT_SEED_PATTERN } from '../../../../contract/fairness';
import type { ActiveSeed, RotateValue } from '../../../../contract/play';
import { useErrorText } from '../../../ui/error-text';
import { useWireLanguage } from '../../../i18n/use-language';
import { useRotateSeed, useSetClientSeed } from '../api/seeds';

/**
 * Before play: the active server seed's hash and the next nonce; the member
 * sets a client seed or rotates the server seed, which reveals the old one
 * with a link that recomputes its rounds on the verify screen.
 */
export function FairnessPanel({ ticket, seed, reelSet, artStyle, busy }: { ticket: string; seed: ActiveSeed; reelSet?: string; artStyle?: number; busy: boolean }) {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(seed.clientSeed);
  const [revealed, setRevealed] = useState<RotateValue['revealed'] | null>(null);
  const setSeed = useSetClientSeed(ticket, language);
  const rotate = useRotateSeed(ticket, language);
  const valid = CLIENT_SEED_PATTERN.test(draft);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setSeed.mutate(draft);
  };
  const error = setSeed.error ?? rotate.error;

  return (
    <section className="play-card" aria-labelledby="play-fairness">
      <h2 id="play-fairness" className="play-card__title">{t('play.fairness')}</h2>
      <p className="play-note">{t('play.fairness_intro')}</p>
      <dl className="play-facts">
        <div><dt>{t('play.server_seed_hash')}</dt><dd className="play-mono" data-testid="seed-hash">{seed.serverSeedHash}</dd></div>
        <div><dt>{t('play.next_nonce')}</dt><dd className="play-mono">{seed.nextNonce}</dd></div>
      </dl>
      <form className="play-seed-form" onSubmit={save} noValidate>
        <label htmlFor="play-client-seed">{t('play.client_seed')}</label>
        <div className="play-seed-form__row">
          <input
            id="play-client-seed" className="play-input play-mono" value={draft} maxLength={64} autoComplete="off" spellCheck={false}
            aria-invalid={!valid} aria-describedby="play-client-seed-hint" onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="play-button" disabled={!valid || busy || setSeed.isPending || draft === seed.clientSeed}>{t('play.save_seed')}</button>
        </div>
        <p id="play-client-seed-hint" className={valid ? 'play-note' : 'play-error'}>{valid ? t('play.client_seed_hint') : t('play.client_seed_invalid')}</p>
      </form>
      {setSeed.isSuccess && draft === seed.clientSeed && <p className="play-note" role="status">{t('play.seed_saved')}</p>}
      <button
        type="button" className="play-button play-button--ghost" disabled={busy || rotate.isPending}
        onClick={() => rotate.mutate(undefined, { onSuccess: (value) => setRevealed(value.revealed) })}
      >
        {t('play.rotate')}
      </button>
      <p className="play-note">{t('play.rotate_hint')}</p>
      {error && <p className="play-error" role="alert">{errorText(error)}</p>}
      {revealed && (
        <div className="play-revealed" role="status">
          <p>{t('play.revealed', { rounds: revealed.rounds })}</p>
          <p className="play-mono" data-testid="revealed-seed">{revealed.serverSeed}</p>
          {/* the verify screen recomputes reels; a blackjack round is checked from its betting record (docs/fairness.md) */}
          {revealed.rounds > 0 && reelSet !== undefined && (
            <Link
              className="play-link"
              href={appPath('playVerify', {
                reelSet, style: artStyle ?? 0, serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash,
                clientSeed: revealed.clientSeed, nonce: revealed.rounds - 1,
              })}
            >
              {t('play.verify')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
