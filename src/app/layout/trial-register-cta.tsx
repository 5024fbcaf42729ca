import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Dialog } from '../../ui/dialog';
import { APP_PATHS } from '../../config/paths';

/**
 * A trial user's tap on what needs a real account (deposit, the inbox) gets
 * a call to register that stays until they choose (docs/decisions/0080),
 * not a toast that is gone before it is read.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let open = false;

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function askTrialToRegister(): void {
  set(true);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function TrialRegisterCta() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  if (!shown) return null;
  const close = () => set(false);
  return (
    <Dialog
      title={t('access.trial_cta_title')}
      onClose={close}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('access.trial_cta_keep')}
          </button>
          <Link href={APP_PATHS.register} className="button" onClick={close}>
            {t('access.trial_cta_register')}
          </Link>
        </>
      }
    >
      <p>{t('access.trial_cta_text')}</p>
    </Dialog>
  );
}
