import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { kindEnabled, usePromotionKinds } from '../../../api/promotions/kinds';
import { NON_AGENT_TYPES } from '../../../config/constants';
import { appPath } from '../../../config/paths';
import { useSession } from '../../../platform/session';

/**
 * The side menu's programme items (spec, member centre): VIP only with the
 * VIP benefit switch (members); Referral for visitors, or for non-agents
 * when the REFERRAL promotion is on; Mission when a mission promotion is on.
 */
export function PromotionMenuLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const kinds = usePromotionKinds().data;
  const showVip = session !== null && kinds?.vipBenefit === true;
  const showReferral = session === null || (NON_AGENT_TYPES.includes(session.type) && kindEnabled(kinds, 'REFERRAL'));
  const showMission = kindEnabled(kinds, 'MISSION') || kindEnabled(kinds, 'MISSION_MANUAL');
  return (
    <>
      {showVip && <li><Link href={appPath('benefits')} onClick={onClose}>{t('menu.vip')}</Link></li>}
      {showReferral && <li><Link href={appPath('inviteFriends')} onClick={onClose}>{t('menu.referral')}</Link></li>}
      {showMission && <li><Link href={appPath('activity', { kind: 'MISSION' })} onClick={onClose}>{t('menu.mission')}</Link></li>}
    </>
  );
}
