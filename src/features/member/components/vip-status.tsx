import { useTranslation } from 'react-i18next';
import { vipProgress } from '../../../../contract';
import { useMemberInfo } from '../../../api/member/member-info';
import { useRankProgress } from '../../../api/member/rank-progress';

/**
 * The VIP label (member info's clubLabel) and the progress to the next rank
 * (spec: completed / total conditions when a next rank exists, else full).
 * Shows nothing until there is something to show: no placeholder that jumps.
 */
export function VipStatus() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const rank = useRankProgress();
  const label = info.data?.clubLabel?.labelName;
  if (!label && !rank.data) return null;
  const percent = rank.data ? Math.round(vipProgress(rank.data) * 100) : null;
  const next = rank.data?.nextLabelName;
  const barName = next ? t('member.vip_progress', { next }) : t('member.vip_top');
  return (
    <div className="member-vip">
      {label && (
        <p className="member-vip__label">
          <span className="visually-hidden">{t('member.vip_label')} </span>
          {label}
        </p>
      )}
      {percent !== null && (
        <div className="member-vip__progress">
          <div className="member-vip__bar" role="progressbar" aria-label={barName} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span className="member-vip__fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="member-vip__text">
            {barName}: {percent}%
          </span>
        </div>
      )}
    </div>
  );
}
