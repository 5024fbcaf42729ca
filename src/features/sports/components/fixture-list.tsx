import { useTranslation } from 'react-i18next';
import type { Fixture, Market } from '../../../../contract/sports';
import type { Pick } from '../../../../contract/sports-markets';
import type { Formats } from '../../../i18n/format';
import { isPicked, type Slip, type SlipSelection } from '../model/slip';
import { marketLabel, matchLabel, oddsText, pickLabel } from './labels';

interface ListProps {
  fixtures: readonly Fixture[];
  slip: Slip;
  formats: Formats;
  onToggle: (selection: SlipSelection) => void;
}

/** The first market of each kind is shown; further lines of a kind wait behind "more markets". */
function splitMarkets(markets: readonly Market[]): { main: Market[]; more: Market[] } {
  const seen = new Set<string>();
  const main: Market[] = [];
  const more: Market[] = [];
  for (const m of markets) {
    if (seen.has(m.kind)) more.push(m);
    else {
      seen.add(m.kind);
      main.push(m);
    }
  }
  return { main, more };
}

function MarketRow({ fixture, market, slip, onToggle }: { fixture: Fixture; market: Market; slip: Slip; onToggle: ListProps['onToggle'] }) {
  const { t } = useTranslation();
  const label = marketLabel(t, market.kind);
  const toSelection = (pick: Pick, odds: number): SlipSelection => ({
    fixtureId: fixture.fixtureId, marketId: market.marketId, kind: market.kind, line: market.line, pick, odds,
    sport: fixture.sport, league: fixture.league, home: fixture.home, away: fixture.away, startsAt: fixture.startsAt,
  });
  return (
    <div className="sports-market">
      <span className="sports-market__label">{label}</span>
      <div className={`sports-market__odds sports-market__odds--${market.selections.length}`}>
        {market.selections.map((s) => {
          const name = pickLabel(t, market.kind, market.line, s.pick);
          return (
            <button
              key={s.pick}
              type="button"
              className="sports-odds"
              aria-pressed={isPicked(slip, market.marketId, s.pick)}
              aria-label={t('sports.odds_label', { match: matchLabel(t, fixture.home, fixture.away), market: label, pick: name, odds: oddsText(s.odds) })}
              data-testid="sports-odds"
              onClick={() => onToggle(toSelection(s.pick, s.odds))}
            >
              <span className="sports-odds__pick">{name}</span>
              <strong className="sports-odds__price">{oddsText(s.odds)}</strong>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** One sport's upcoming fixtures, by league then kick-off, each with its markets as odds buttons. */
export function FixtureList({ fixtures, slip, formats, onToggle }: ListProps) {
  const { t } = useTranslation();
  if (fixtures.length === 0) return <p className="sports-dim">{t('sports.no_fixtures')}</p>;
  const leagues = [...new Set(fixtures.map((f) => f.league))];
  return (
    <div className="sports-leagues">
      {leagues.map((league) => (
        <section key={league} className="sports-league" aria-label={league}>
          <h2 className="sports-league__title">{league}</h2>
          {fixtures.filter((f) => f.league === league).map((fixture) => {
            const { main, more } = splitMarkets(fixture.markets);
            return (
              <article key={fixture.fixtureId} className="sports-fixture" data-testid="sports-fixture" data-fixture-id={fixture.fixtureId}>
                <header className="sports-fixture__head">
                  <h3 className="sports-fixture__teams">
                    <span>{fixture.home}</span>
                    <span className="sports-fixture__v" aria-hidden="true">v</span>
                    <span>{fixture.away}</span>
                  </h3>
                  <p className="sports-fixture__time">{t('sports.kickoff', { time: formats.dateTime(fixture.startsAt) })}</p>
                </header>
                {main.map((m) => <MarketRow key={m.marketId} fixture={fixture} market={m} slip={slip} onToggle={onToggle} />)}
                {more.length > 0 && (
                  <details className="sports-more">
                    <summary>{t('sports.more_markets', { count: more.length })}</summary>
                    {more.map((m) => <MarketRow key={m.marketId} fixture={fixture} market={m} slip={slip} onToggle={onToggle} />)}
                  </details>
                )}
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
