import { useTranslation } from 'react-i18next';
import { lineText } from '../../../../contract/sports-markets';
import type { CockfightRecord } from '../../../../contract/cockfight';
import type { SportsRound } from '../../../../contract/sports';
import { registerViDomain } from '../../../i18n/lazy-domain';
import { sportsVi } from '../../../i18n/domains/sports.vi';

// the slip's words (markets, picks, results) are the sports domain's: one set of texts for the sportsbook and the record
registerViDomain('sports', sportsVi);

const odds = (n: number) => n.toFixed(2);

/** A sports bet in the betting record (docs/decisions/0073): the slip's bet and each of its selections with its odds and result. */
export function SportsRoundLines({ round }: { round: SportsRound }) {
  const { t } = useTranslation();
  const kind = round.kind === 'parlay' ? t('sports.kind_parlay', { count: round.legs.length }) : t('sports.kind_single');
  return (
    <ul className="wallet-round__lines" data-testid="sports-record">
      <li>{t('sports.bet_no', { id: round.betId })} · {t('sports.record_slip', { kind, odds: odds(round.odds), status: t(`sports.status_${round.status}`) })}</li>
      {round.legs.map((leg, i) => {
        const pick = t(`sports.pick_${leg.pick}`);
        const name = leg.line === null ? pick : t('sports.pick_line', { pick, line: lineText(leg.kind, leg.line, leg.pick) });
        return (
          <li key={i} data-testid="sports-record-leg">
            {t('sports.versus', { home: leg.home, away: leg.away })} · {t(`sports.market_${leg.kind}`)}: {name} @ {odds(leg.odds)}
            {leg.result ? ` · ${t(`sports.result_${leg.result}`)}` : ''}
            {leg.score ? ` · ${t('sports.score', { home: leg.score.home, away: leg.score.away })}` : ''}
          </li>
        );
      })}
    </ul>
  );
}

/** A cockfight bet in the betting record: the fight, the side taken at its odds, and the fight's result. */
export function CockfightRoundLines({ round }: { round: CockfightRecord }) {
  const { t } = useTranslation();
  const result = round.result === 'draw'
    ? t('sports.cf_draw_result', { n: round.roundNo })
    : t('sports.cf_winner', { n: round.roundNo, side: t(`sports.cf_${round.result}`) });
  return (
    <ul className="wallet-round__lines" data-testid="cockfight-record">
      <li>{t('sports.cf_side_odds', { side: t(`sports.cf_${round.side}`), odds: odds(round.odds) })}</li>
      <li>{result}</li>
    </ul>
  );
}
