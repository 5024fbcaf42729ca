import { useTranslation } from 'react-i18next';
import { PRIZE_TIERS } from '../../../../contract/lottery-draw';
import type { LotteryDraw } from '../../../../contract/lottery';

/** Recent drawn results: the special prize up front, every tier and the revealed seed on demand. */
export function ResultsList({ draws }: { draws: readonly LotteryDraw[] }) {
  const { t } = useTranslation();
  return (
    <section className="lottery-card" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-card__title">{t('lottery.results')}</h2>
      {draws.length === 0 && <p className="lottery-dim">{t('lottery.results_none')}</p>}
      <ul className="lottery-list">
        {draws.map((d) => (
          <li key={d.issue} data-testid="lottery-result">
            <details>
              <summary>
                {t('lottery.issue', { issue: d.issue })} · {t('lottery.special')} <strong className="lottery-special">{d.prizes?.[0]?.[0]}</strong>
              </summary>
              <table className="lottery-prizes">
                <tbody>
                  {PRIZE_TIERS.map((tier, i) => (
                    <tr key={tier.tier}>
                      <th scope="row">{t(`lottery.prize_${tier.tier}`)}</th>
                      <td>{d.prizes?.[i]?.join(' · ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="lottery-seed">{t('lottery.server_seed')}: <code>{d.serverSeed}</code></p>
              <p className="lottery-seed">{t('lottery.seed_hash')}: <code>{d.serverSeedHash}</code></p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
