import { useTranslation } from 'react-i18next';
import type { CockfightRound } from '../../../../contract/cockfight';

/** Beads per column: the road reads top to bottom, then left to right, oldest first. */
const ROWS = 6;

/** The results road: one bead per resolved fight, Meron red, Wala blue, Draw green, each named for screen readers. */
export function ResultsRoad({ road }: { road: readonly CockfightRound[] }) {
  const { t } = useTranslation();
  const oldestFirst = [...road].reverse();
  return (
    <section className="sports-card" aria-labelledby="cf-road-title">
      <h2 id="cf-road-title" className="sports-card__title">{t('sports.cf_road')}</h2>
      {oldestFirst.length === 0 ? (
        <p className="sports-dim">{t('sports.cf_road_empty')}</p>
      ) : (
        <ol className="cf-road" style={{ gridTemplateRows: `repeat(${ROWS}, 28px)` }} data-testid="cf-road">
          {oldestFirst.map((r) => (
            <li key={r.roundNo} className={`cf-bead cf-bead--${r.result ?? 'none'}`} aria-label={t('sports.cf_road_item', { n: r.roundNo, side: t(`sports.cf_${r.result ?? 'draw'}`) })}>
              <span aria-hidden="true">{r.result ? t(`sports.cf_letter_${r.result}`) : ''}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
