import { useTranslation } from 'react-i18next';

export interface NumeroNumber {
  number: string;
  count: number;
  /** Draws (or draw days) since it last came; null: not in those counted. */
  absent: number | null;
}

/** How many numbers each of the two lists shows. */
const TOP = 10;

function NumberList({ id, title, numbers, note }: { id: string; title: string; numbers: readonly NumeroNumber[]; note: (n: NumeroNumber) => string }) {
  return (
    <section className="lottery-card" aria-labelledby={id}>
      <h2 id={id} className="lottery-card__title">{title}</h2>
      <ol className="vn-numbers">
        {numbers.map((n) => (
          <li key={n.number}><strong className="lottery-special">{n.number}</strong> <span className="lottery-dim">{note(n)}</span></li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Numero (docs/decisions/0102): the ten endings that came most, the ten
 * absent longest, and the 00–99 grid of counts, shaded by count. The server
 * counts; `absentText` says an absence in draw days or in draws.
 */
export function NumeroView({ idPrefix, numbers, absentText }: { idPrefix: string; numbers: readonly NumeroNumber[]; absentText: (absent: number) => string }) {
  const { t } = useTranslation();
  const hot = [...numbers].sort((a, b) => b.count - a.count || a.number.localeCompare(b.number)).slice(0, TOP);
  // never drawn in those counted is the longest absence
  const absence = (n: NumeroNumber) => n.absent ?? Number.POSITIVE_INFINITY;
  const cold = [...numbers].sort((a, b) => absence(b) - absence(a) || a.number.localeCompare(b.number)).slice(0, TOP);
  const most = Math.max(1, ...numbers.map((n) => n.count));
  return (
    <>
      <NumberList id={`${idPrefix}-hot`} title={t('lottery.vn_numero_hot')} numbers={hot} note={(n) => t('lottery.vn_numero_hits', { hits: n.count })} />
      <NumberList id={`${idPrefix}-cold`} title={t('lottery.vn_numero_cold')} numbers={cold}
        note={(n) => (n.absent === null ? t('lottery.vn_numero_never') : absentText(n.absent))} />
      <section className="lottery-card" aria-labelledby={`${idPrefix}-grid`}>
        <h2 id={`${idPrefix}-grid`} className="lottery-card__title">{t('lottery.vn_numero_grid')}</h2>
        <ul className="vn-grid">
          {numbers.map((n) => (
            // the shade follows the count: the hottest number is the brightest
            <li key={n.number} className="vn-grid__cell" style={{ '--heat': n.count / most } as React.CSSProperties}
              aria-label={`${n.number}: ${t('lottery.vn_numero_hits', { hits: n.count })}`}>
              <span className="vn-grid__number">{n.number}</span>
              <span className="vn-grid__count" aria-hidden="true">{n.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
