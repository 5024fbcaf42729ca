import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cockfightOutcome } from '../../../../contract/cockfight-round';
import type { CockfightRound } from '../../../../contract/cockfight';
import { seedMatchesHash } from '../../../../contract/fairness';

/**
 * The fight's fairness values (docs/fairness.md "Cockfight"): this round's
 * seed hash and public seed before any bet, and the last round's revealed
 * seed, which the browser checks with the server's own code: its hash must
 * be the one shown, its float must give the published side.
 */
export function CockfightFairness({ round, last }: { round: CockfightRound; last: CockfightRound | null }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<{ n: number; text: string } | null>(null);
  const verify = async (r: CockfightRound) => {
    const matches = r.serverSeed !== null && (await seedMatchesHash(r.serverSeed, r.serverSeedHash));
    const outcome = r.serverSeed ? await cockfightOutcome(r.serverSeed, r.clientSeed) : null;
    const ok = matches && outcome !== null && outcome.side === r.result;
    setCheck({
      n: r.roundNo,
      text: ok ? t('sports.cf_verified', { float: outcome.float.toFixed(6), side: t(`sports.cf_${outcome.side}`) }) : t('sports.cf_verify_failed'),
    });
  };
  return (
    <details className="sports-card cf-fairness">
      <summary className="sports-card__title">{t('sports.cf_fairness')}</summary>
      <p className="sports-dim">{t('sports.cf_fairness_text')}</p>
      <dl className="cf-facts">
        <div><dt>{t('sports.cf_seed_hash')}</dt><dd data-testid="cf-seed-hash">{round.serverSeedHash}</dd></div>
        <div><dt>{t('sports.cf_client_seed')}</dt><dd>{round.clientSeed}</dd></div>
        {last?.serverSeed && <div><dt>{t('sports.cf_last_seed', { n: last.roundNo })}</dt><dd>{last.serverSeed}</dd></div>}
      </dl>
      {last?.serverSeed && (
        <button type="button" className="sports-link" onClick={() => void verify(last)}>{t('sports.cf_verify', { n: last.roundNo })}</button>
      )}
      {check && <p className="sports-dim" role="status">{t('sports.cf_round', { n: check.n })}: {check.text}</p>}
    </details>
  );
}
