import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Dialog } from '../../../ui/dialog';
import { isRealMember, useSession } from '../../../platform/session';
import { useFlag } from '../../../api/system/flags';
import { useBalance } from '../../../api/wallet/balance';
import { useFormats } from '../../../api/system/use-formats';
import { useDisplayName } from '../../../api/member/member-info';
import { APP_PATHS } from '../../../config/paths';
import { useFreePlay } from '../hooks/use-free-play';
import { endWelcome } from '../model/welcome';
import './auth.css';

/**
 * The first screen of a new account (docs/decisions/0080): a greeting, the
 * balance as the wallet says it, and the next step: deposit, or play with
 * the trial balance (FREEPLAY3: a separate trial account, said so), or look
 * at the games. Opened over the home, scrolled to its top, once.
 */
export function WelcomeDialog({ name }: { name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const freePlayOn = useFlag('FREEPLAY3');
  const depositOn = useFlag('DEPOSIT');
  const startFreePlay = useFreePlay();
  const wallet = useBalance();
  const formats = useFormats();
  const greeted = useDisplayName();
  useEffect(() => {
    globalThis.scrollTo?.({ top: 0 });
  }, []);
  // the welcome belongs to the new account: a sign-out or another account ends it
  const own = isRealMember(session) && session?.userName.toLowerCase() === name.toLowerCase();
  useEffect(() => {
    if (!own) endWelcome();
  }, [own]);
  if (!own) return null;
  const balance = wallet.data ? formats.money(wallet.data.sumBalance) : '…';
  return (
    <Dialog title={t('access.welcome_title', { name: greeted })} onClose={endWelcome} closeOnMask={false}>
      <div className="welcome">
        <p className="welcome__text">{t('access.welcome_text', { balance })}</p>
        {/* deposits switched off (DEPOSIT): the server refuses them, so the welcome does not offer one */}
        {depositOn && (
          <>
            <Link href={APP_PATHS.deposit} className="button button--block" onClick={endWelcome}>
              {t('access.welcome_deposit')}
            </Link>
            <p className="welcome__hint">{t('access.welcome_deposit_hint')}</p>
          </>
        )}
        {freePlayOn && (
          <>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => {
                endWelcome();
                void startFreePlay();
              }}
            >
              {t('access.welcome_trial')}
            </button>
            <p className="welcome__hint">{t('access.welcome_trial_hint', { name })}</p>
          </>
        )}
        <button type="button" className="link-button welcome__later" onClick={endWelcome}>
          {t('access.welcome_later')}
        </button>
      </div>
    </Dialog>
  );
}
