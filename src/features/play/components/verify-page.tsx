import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LUCKY_20, reelGameOf } from '../../../../contract/reel-games';
import { LIVE_ENGINES, type LiveEngine } from '../../../../contract/live-tables';
import { verifyRound, type VerifyResult } from '../model/verify';
import { FishingVerify } from './fishing-verify';
import { ReelGrid } from './reel-grid';
import { TableVerify } from './table-verify';
import { nonceOf, VerifyForm, VerifyOutcomeCard } from './verify-form';
import './play.css';
import '../i18n-bundle';

const isLiveEngine = (engine: string | null): engine is LiveEngine => (LIVE_ENGINES as readonly (string | null)[]).includes(engine);

/**
 * /m/play/verify: recomputes a round in the browser from its revealed server
 * seed, client seed and nonce (filled from a betting record or a rotation),
 * with the code the server played it with, and shows the same reels; a
 * fishing shot or a live table round (named by `engine`) has its own outcome.
 */
export default function VerifyPage() {
  const params = new URLSearchParams(useSearch());
  const engine = params.get('engine');
  // a fishing shot (docs/fairness.md "Fishing"), linked from its betting record
  if (engine === 'fishing') return <FishingVerify params={params} />;
  // a live table round (docs/fairness.md "Live tables"), linked from its betting record or its table
  if (isLiveEngine(engine)) return <TableVerify engine={engine} params={params} />;
  return <ReelsVerify params={params} />;
}

function ReelsVerify({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const reelSet = params.get('reelSet') ?? LUCKY_20.id;
  const artStyle = Number(params.get('style') ?? 0) || 0;
  const [result, setResult] = useState<VerifyResult | null>(null);
  const game = reelGameOf(reelSet) ?? LUCKY_20;
  return (
    <div className="play-page">
      <VerifyForm
        params={params} intro={<p className="play-note">{t('play.verify_intro')}</p>}
        onVerify={(values) => void verifyRound({ reelSet, ...values, nonce: nonceOf(values) }).then(setResult)}
      />
      {result && <VerifyOutcomeCard result={result}>{result.kind === 'done' && <ReelsOutcome result={result} artStyle={artStyle} lines={game.lines} />}</VerifyOutcomeCard>}
    </div>
  );
}

function ReelsOutcome({ result, artStyle, lines }: { result: Extract<VerifyResult, { kind: 'done' }>; artStyle: number; lines: readonly (readonly number[])[] }) {
  const { t } = useTranslation();
  const { outcome } = result;
  return (
    <>
      <p className="play-note play-mono" data-testid="verify-stops">{t('play.stops', { stops: outcome.stops.join(', ') })}</p>
      <ReelGrid window={outcome.window} artStyle={artStyle} spinning={false} lines={outcome.evaluation.lineWins.map((w) => ({ line: w.line, rows: lines[w.line]! }))} />
      <ul className="play-result__lines" data-testid="verify-lines">
        {outcome.evaluation.lineWins.length === 0 && <li>{t('play.no_lines')}</li>}
        {outcome.evaluation.lineWins.map((w) => (
          <li key={w.line}>{t('play.line_win', { line: w.line + 1, count: w.count, symbol: t(`play.symbol_${w.symbol}`), amount: `× ${w.pay}` })}</li>
        ))}
        {outcome.evaluation.scatterCount >= 3 && <li>{t('play.scatter_win', { count: outcome.evaluation.scatterCount, amount: `× ${outcome.evaluation.scatterPay}` })}</li>}
      </ul>
    </>
  );
}
