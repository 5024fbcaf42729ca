import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Dialog } from '../../../ui/dialog';
import { useFormats } from '../../../api/system/use-formats';
import { useFlag } from '../../../api/system/flags';
import { APP_PATHS } from '../../../config/paths';

export type LaunchProblem = { kind: 'balance' } | { kind: 'maintenance'; until: number | null };

/** Why a game did not open: a short balance (with the way to deposit) or vendor maintenance. */
export function LaunchProblemDialog({ problem, onClose }: { problem: LaunchProblem; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  // with deposits switched off (DEPOSIT) the short balance is said without a way the server refuses
  const depositOn = useFlag('DEPOSIT');
  if (problem.kind === 'balance') {
    return (
      <Dialog
        title={t('games.launch_failed')}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('common.close')}
            </button>
            {depositOn && (
              <Link href={APP_PATHS.deposit} className="button" onClick={onClose}>
                {t('games.deposit_now')}
              </Link>
            )}
          </>
        }
      >
        <p>{t('errors.balance_not_enough')}</p>
      </Dialog>
    );
  }
  const until = problem.until ? formats.dateTime(problem.until) : null;
  return (
    <Dialog
      title={t('games.launch_failed')}
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('errors.vendor_maintenance')}</p>
      {until && <p>{t('games.maintenance_until', { time: until })}</p>}
    </Dialog>
  );
}
