import { useTranslation } from 'react-i18next';
import type { BetLeg } from '../../../../contract/sports';
import { marketLabel, matchLabel, oddsText, pickLabel } from './labels';

/** A bet's selections: the match, the market and pick at its odds, and once settled its result and the score. */
export function BetLegs({ legs }: { legs: readonly BetLeg[] }) {
  const { t } = useTranslation();
  return (
    <ul className="sports-legs">
      {legs.map((leg, i) => (
        <li key={i} className="sports-leg">
          <span className="sports-leg__match">{matchLabel(t, leg.home, leg.away)}</span>
          <span>{marketLabel(t, leg.kind)}: <strong>{pickLabel(t, leg.kind, leg.line, leg.pick)}</strong> @ {oddsText(leg.odds)}</span>
          {leg.result && (
            <span className={`sports-status sports-status--${leg.result}`}>
              {t(`sports.result_${leg.result}`)}{leg.score ? ` · ${t('sports.score', { home: leg.score.home, away: leg.score.away })}` : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
