import { useTranslation } from 'react-i18next';
import type { SpinValue } from '../../../../contract/play';
import { useFormats } from '../../../api/system/use-formats';

/** What the last spin won, line by line, said politely to screen readers. */
export function SpinResult({ last, multiplier }: { last: SpinValue | null; multiplier: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const round = last?.round;
  return (
    <div className="play-result" role="status" aria-live="polite" data-testid="spin-result">
      {last && round && (
        <>
          <p className={last.win > 0 ? 'play-result__win' : 'play-result__none'}>
            {last.win > 0 ? t('play.win', { amount: formats.money(last.win) }) : t('play.no_win')}
          </p>
          {round.freeSpinsWon > 0 && <p className="play-result__bonus">{t('play.free_spins_won', { count: round.freeSpinsWon, multiplier })}</p>}
          {last.freeSpins && last.freeSpins.remaining === 0 && <p className="play-result__bonus">{t('play.free_spins_done', { amount: formats.money(last.freeSpins.won) })}</p>}
          {(round.lineWins.length > 0 || round.scatterWin > 0) && (
            <ul className="play-result__lines">
              {round.lineWins.map((w) => (
                <li key={w.line}>{t('play.line_win', { line: w.line + 1, count: w.count, symbol: t(`play.symbol_${w.symbol}`), amount: formats.money(w.win) })}</li>
              ))}
              {round.scatterWin > 0 && <li>{t('play.scatter_win', { count: round.scatterCount, amount: formats.money(round.scatterWin) })}</li>}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
