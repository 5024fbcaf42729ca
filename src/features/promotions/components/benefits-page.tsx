import { useTranslation } from 'react-i18next';
import { vipProgress } from '../../../../contract/member';
import { useFormats } from '../../../api/system/use-formats';
import { useSession } from '../../../platform/session';
import { QueryStates } from '../../../ui/query-states';
import { useVip } from '../api/vip';
import { LoginNeeded } from './login-needed';
import '../promotions.css';
import '../i18n-bundle';

function Vip() {
  const { t } = useTranslation();
  const formats = useFormats();
  const vip = useVip();
  return (
    <QueryStates query={vip} isEmpty={vip.data?.enabled === false} emptyText={t('promotions.vip_off')}>
      {() => {
        const data = vip.data!;
        const percent = Math.round(vipProgress(data.progress) * 100);
        const next = data.progress.nextLabelName;
        const barName = next ? t('promotions.vip_progress', { next }) : t('promotions.vip_top');
        return (
          <>
            <section className="vip-card" aria-labelledby="vip-current">
              <h2 id="vip-current" className="vip-card__label">{t('promotions.vip_current')}</h2>
              <p className="vip-card__rank">{data.currentLabel ?? t('promotions.vip_none')}</p>
              <div className="vip-card__bar" role="progressbar" aria-label={barName} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <span className="vip-card__fill" style={{ width: `${percent}%` }} />
              </div>
              <p className="vip-card__text">{barName}: {formats.percent(percent)}</p>
              {next && <p className="vip-card__text">{t('promotions.vip_conditions', { done: data.progress.completedConditionsCount, total: data.progress.totalExpectedConditionsCount })}</p>}
              <dl className="vip-card__stats">
                <div><dt>{t('promotions.vip_turnover')}</dt><dd>{formats.money(data.stats.turnover)}</dd></div>
                <div><dt>{t('promotions.vip_bets')}</dt><dd>{formats.whole(data.stats.betCount)}</dd></div>
                <div><dt>{t('promotions.vip_deposits')}</dt><dd>{formats.money(data.stats.deposits)}</dd></div>
              </dl>
            </section>
            <section aria-labelledby="vip-levels">
              <h2 id="vip-levels" className="section-title">{t('promotions.vip_levels')}</h2>
              <ol className="vip-levels">
                {data.levels.map((l) => (
                  <li key={l.id} className={`vip-level${l.level === data.currentLevel ? ' is-current' : ''}`} aria-current={l.level === data.currentLevel ? 'true' : undefined}>
                    <h3 className="vip-level__name">
                      {l.labelName}
                      {l.level === data.currentLevel && <span className="vip-level__yours">{t('promotions.vip_yours')}</span>}
                    </h3>
                    <dl>
                      <div><dt>{t('promotions.vip_turnover')}</dt><dd>{formats.money(l.minTurnover)}</dd></div>
                      <div><dt>{t('promotions.vip_bets')}</dt><dd>{formats.whole(l.minBetCount)}</dd></div>
                      <div><dt>{t('promotions.vip_deposits')}</dt><dd>{formats.money(l.minDeposit)}</dd></div>
                      <div><dt>{t('promotions.vip_upgrade_bonus')}</dt><dd>{formats.money(l.upgradeBonus)}</dd></div>
                      {/* no birthday bonus row: nothing pays one, so the page does not promise it (docs/decisions/0054) */}
                      <div><dt>{t('promotions.vip_withdraw')}</dt><dd>{t('promotions.vip_withdraw_value', { count: l.dailyWithdrawCount, amount: formats.money(l.dailyWithdrawLimit) })}</dd></div>
                    </dl>
                  </li>
                ))}
              </ol>
            </section>
          </>
        );
      }}
    </QueryStates>
  );
}

/** /m/member/benefits: VIP levels, the member's progress bar (spec vipProgress) and each level's benefits; guests get the login dialog. */
export default function BenefitsPage() {
  const session = useSession();
  return <div className="promo-screen">{session ? <Vip /> : <LoginNeeded />}</div>;
}
