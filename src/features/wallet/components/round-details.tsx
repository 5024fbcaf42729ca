import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appPath } from '../../../config/paths';
import type { ReelRound } from '../../../../contract/play';
import type { BetRecord } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { TableRoundLines, TableVerifyLink } from './table-round-details';
import { registerViDomain } from '../../../i18n/lazy-domain';
import { playVi } from '../../../i18n/domains/play.vi';
import { BlackjackRoundLines, BlackjackVerify } from './blackjack-round-details';
import { FishingShotLines, FishingVerifyLink } from './fishing-shot-details';
import { CockfightRoundLines, SportsRoundLines } from './sports-round-details';

// the reels' words (symbols, lines, seeds) are the play domain's: one set of texts for both screens
registerViDomain('play', playVi);

/**
 * An engine round in the betting record (docs/decisions/0065): reels or
 * blackjack hands (docs/decisions/0068), then the fairness values.
 */
export function RoundDetails({ round }: { round: NonNullable<BetRecord['round']> }) {
  const { t } = useTranslation();
  if (round.engine === 'baccarat' || round.engine === 'roulette' || round.engine === 'dragon-tiger' || round.engine === 'sic-bo' || round.engine === 'xoc-dia') {
    return (
      <details className="wallet-round">
        <summary>{t('wallet.round_details')}</summary>
        <TableRoundLines round={round} />
        <FairnessFacts fairness={round.fairness} />
        <TableVerifyLink round={round} />
      </details>
    );
  }
  if (round.engine === 'reels') return <ReelRoundDetails round={round} />;
  if (round.engine === 'fishing') {
    return (
      <details className="wallet-round">
        <summary>{t('wallet.round_details')}</summary>
        <FishingShotLines round={round} />
        <FairnessFacts fairness={round.fairness} />
        <FishingVerifyLink round={round} />
      </details>
    );
  }
  // a sports bet has no seed: its record is the slip (docs/decisions/0073)
  if (round.engine === 'sports') {
    return (
      <details className="wallet-round">
        <summary>{t('wallet.round_details')}</summary>
        <SportsRoundLines round={round} />
      </details>
    );
  }
  if (round.engine === 'cockfight') {
    return (
      <details className="wallet-round">
        <summary>{t('wallet.round_details')}</summary>
        <CockfightRoundLines round={round} />
        <FairnessFacts fairness={round.fairness} />
      </details>
    );
  }
  return (
    <details className="wallet-round">
      <summary>{t('wallet.round_details')}</summary>
      <BlackjackRoundLines round={round} />
      <FairnessFacts fairness={round.fairness} />
      <BlackjackVerify round={round} />
    </details>
  );
}

function FairnessFacts({ fairness }: { fairness: ReelRound['fairness'] }) {
  const { t } = useTranslation();
  return (
    <dl className="wallet-round__fairness">
      <div><dt>{t('play.server_seed_hash')}</dt><dd>{fairness.serverSeedHash}</dd></div>
      <div><dt>{t('play.client_seed')}</dt><dd>{fairness.clientSeed}</dd></div>
      <div><dt>{t('play.nonce')}</dt><dd>{fairness.nonce}</dd></div>
      <div><dt>{t('play.server_seed')}</dt><dd>{fairness.serverSeed ?? t('wallet.seed_not_revealed')}</dd></div>
    </dl>
  );
}

/** Reels: the window row by row, the winning lines and, once the seed is revealed, a link that recomputes the round in the browser. */
function ReelRoundDetails({ round }: { round: ReelRound }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rows = round.window[0]?.map((_, row) => round.window.map((reel) => reel[row]!)) ?? [];
  const { fairness } = round;
  return (
    <details className="wallet-round">
      <summary>{t('wallet.round_details')}{round.freeSpin ? ` · ${t('play.free_spin')}` : ''}</summary>
      <table className="wallet-round__reels" aria-label={t('play.reels')}>
        <tbody>
          {rows.map((symbols, row) => (
            <tr key={row}>{symbols.map((symbol, reel) => <td key={reel}>{t(`play.symbol_${symbol}`)}</td>)}</tr>
          ))}
        </tbody>
      </table>
      <ul className="wallet-round__lines">
        {round.lineWins.length === 0 && round.scatterWin === 0 && <li>{t('play.no_lines')}</li>}
        {round.lineWins.map((w) => (
          <li key={w.line}>{t('play.line_win', { line: w.line + 1, count: w.count, symbol: t(`play.symbol_${w.symbol}`), amount: formats.money(w.win) })}</li>
        ))}
        {round.scatterWin > 0 && <li>{t('play.scatter_win', { count: round.scatterCount, amount: formats.money(round.scatterWin) })}</li>}
      </ul>
      <FairnessFacts fairness={fairness} />
      {fairness.serverSeed && (
        <Link
          className="wallet-round__verify"
          href={appPath('playVerify', {
            reelSet: round.reelSet, serverSeed: fairness.serverSeed, serverSeedHash: fairness.serverSeedHash, clientSeed: fairness.clientSeed, nonce: fairness.nonce,
          })}
        >
          {t('play.verify')}
        </Link>
      )}
    </details>
  );
}
