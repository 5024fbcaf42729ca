import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LUCKY_20, reelGameOf } from '../../../../contract/reel-games';
import { verifyRound, type VerifyResult } from '../model/verify';
import { FishingVerify } from './fishing-verify';
import { ReelGrid } from './reel-grid';
import { TableVerify } from './table-verify';
import './play.css';
import '../i18n-bundle';

const FIELDS = ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, 'play.server_seed' | 'play.server_seed_hash' | 'play.client_seed' | 'play.nonce'> = {
  serverSeed: 'play.server_seed', serverSeedHash: 'play.server_seed_hash', clientSeed: 'play.client_seed', nonce: 'play.nonce',
};

/**
 * /m/play/verify: recomputes a round in the browser from its revealed server
 * seed, client seed and nonce (filled from a betting record or a rotation),
 * with the code the server played it with, and shows the same reels.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const reelSet = params.get('reelSet') ?? LUCKY_20.id;
  const artStyle = Number(params.get('style') ?? 0) || 0;
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<Field, string>);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const game = reelGameOf(reelSet) ?? LUCKY_20;
  // a fishing shot (docs/fairness.md "Fishing"), linked from its betting record
  if (params.get('engine') === 'fishing') return <FishingVerify params={params} />;
  // a live table round (docs/fairness.md "Live tables"), linked from its betting record or its table
  const engine = params.get('engine');
  if (engine === 'baccarat' || engine === 'roulette') return <TableVerify engine={engine} params={params} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verifyRound({ reelSet, ...values, nonce: Math.max(0, Math.floor(Number(values.nonce) || 0)) }).then(setResult);
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
          <button type="submit" className="play-spin">{t('play.verify_run')}</button>
        </form>
      </section>
      {result && <VerifyOutcome result={result} artStyle={artStyle} lines={game.lines} />}
    </div>
  );
}

function VerifyOutcome({ result, artStyle, lines }: { result: VerifyResult; artStyle: number; lines: readonly (readonly number[])[] }) {
  const { t } = useTranslation();
  if (result.kind !== 'done') return <p className="play-error" role="alert">{t('play.verify_bad_seed')}</p>;
  const { outcome } = result;
  return (
    <section className="play-card" aria-labelledby="play-verify-result">
      <h2 id="play-verify-result" className="play-card__title">{t('play.verify_result')}</h2>
      {result.hashMatches !== null && (
        <p className={result.hashMatches ? 'play-ok' : 'play-error'} role="status">{t(result.hashMatches ? 'play.verify_hash_ok' : 'play.verify_hash_bad')}</p>
      )}
      <p className="play-note play-mono" data-testid="verify-stops">{t('play.stops', { stops: outcome.stops.join(', ') })}</p>
      <ReelGrid window={outcome.window} artStyle={artStyle} spinning={false} lines={outcome.evaluation.lineWins.map((w) => ({ line: w.line, rows: lines[w.line]! }))} />
      <ul className="play-result__lines" data-testid="verify-lines">
        {outcome.evaluation.lineWins.length === 0 && <li>{t('play.no_lines')}</li>}
        {outcome.evaluation.lineWins.map((w) => (
          <li key={w.line}>{t('play.line_win', { line: w.line + 1, count: w.count, symbol: t(`play.symbol_${w.symbol}`), amount: `× ${w.pay}` })}</li>
        ))}
        {outcome.evaluation.scatterCount >= 3 && <li>{t('play.scatter_win', { count: outcome.evaluation.scatterCount, amount: `× ${outcome.evaluation.scatterPay}` })}</li>}
      </ul>
    </section>
  );
}
