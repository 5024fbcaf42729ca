import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import type { LineSymbol, ReelGame } from '../../../../contract/reels';
import { symbolSrc } from './reel-grid';

const PAYING: readonly LineSymbol[] = ['wild', 'seven', 'crown', 'gem', 'bell', 'coins', 'bar', 'cherry'];

/** The game's paytable, its rules and its stated RTP, from the same data the server pays with. */
export function Paytable({ game, artStyle }: { game: ReelGame; artStyle: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <section className="play-card" aria-labelledby="play-paytable">
      <h2 id="play-paytable" className="play-card__title">{t('play.paytable')}</h2>
      <table className="play-paytable">
        <thead>
          <tr>
            <th scope="col">{t('play.symbol')}</th>
            {[3, 4, 5].map((count) => <th key={count} scope="col">{t('play.pays_for', { count })}</th>)}
          </tr>
        </thead>
        <tbody>
          {PAYING.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <img src={symbolSrc(artStyle, symbol)} alt="" width={40} height={40} loading="lazy" />
                <span>{t(`play.symbol_${symbol}`)}</span>
              </th>
              {game.pays[symbol].map((pay, i) => <td key={i}>{pay}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="play-note">{t('play.paytable_lines', { lines: game.lines.length })}</p>
      <p className="play-note">
        {t('play.paytable_scatter', { pays: game.scatterPays.join(' / '), spins: game.freeSpins.join(' / '), multiplier: game.freeSpinMultiplier })}
      </p>
      <p className="play-note">{t('play.rtp', { rtp: formats.percent(game.statedRtp * 100) })}</p>
    </section>
  );
}
