import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../config/env';
import { symbolArtPath } from '../../../../contract/play';
import type { ReelSymbol } from '../../../../contract/reels';
import { lineColour, linePoints } from '../model/line-path';
import '../i18n-bundle';

export interface ShownLine {
  line: number;
  rows: readonly number[];
}

export function symbolSrc(style: number, symbol: ReelSymbol): string {
  return `${API_BASE}${symbolArtPath(style, symbol)}`;
}

/**
 * The 5×3 window (window[reel][row]) with the symbols' art, and the winning
 * lines drawn over it. While a spin is on its way the reels blur (standing
 * still when the member asked for less motion: play.css).
 */
export function ReelGrid({ window, artStyle, lines, spinning }: {
  window: readonly (readonly ReelSymbol[])[];
  artStyle: number;
  lines: readonly ShownLine[];
  spinning: boolean;
}) {
  const { t } = useTranslation();
  const rows = window[0]?.length ?? 3;
  return (
    <div className={`play-reels${spinning ? ' play-reels--spinning' : ''}`} role="group" aria-label={t('play.reels')} aria-busy={spinning}>
      {window.map((reel, r) => (
        <ul key={r} className="play-reel" aria-label={t('play.reel', { n: r + 1 })}>
          {reel.map((symbol, row) => (
            <li key={row} className="play-cell">
              <img src={symbolSrc(artStyle, symbol)} alt={t(`play.symbol_${symbol}`)} width={200} height={200} draggable={false} />
            </li>
          ))}
        </ul>
      ))}
      {lines.length > 0 && (
        <svg className="play-lines" viewBox={`0 0 ${window.length} ${rows}`} preserveAspectRatio="none" aria-hidden="true">
          {lines.map(({ line, rows: path }) => (
            <polyline key={line} points={linePoints(path)} stroke={lineColour(line)} />
          ))}
        </svg>
      )}
    </div>
  );
}
