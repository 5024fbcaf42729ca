import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../../../platform/session';
import { Dialog } from '../../../ui/dialog';
import { useOpenModal } from '../../../ui/modal-store';
import { useDividendInfo } from '../api/dividend-info';
import { checksContracts, contractPrompts } from '../model/contract-prompts';
import '../i18n-bundle';

/** Prompts cancelled in this app run: home does not ask again until the next start (decision 0037). */
const cancelled = new Set<string>();

/**
 * On home, for a logged-in session whose type is not 4, 40, 41 or 42: one
 * prompt per contract the flags say is required, each with cancel and go
 * (go opens the contract's page), one at a time.
 */
export function ContractPrompts() {
  const session = useSession();
  const enabled = session !== null && checksContracts(session.type);
  const info = useDividendInfo(enabled);
  const [, rerender] = useState(0);
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  // never over the login/register dialogs
  const exclusive = useOpenModal();
  if (!enabled || !session || exclusive !== null) return null;
  const prompt = contractPrompts(info.data).find((p) => !cancelled.has(`${session.userName}:${p.kind}`));
  if (!prompt) return null;
  const cancel = () => {
    cancelled.add(`${session.userName}:${prompt.kind}`);
    rerender((n) => n + 1);
  };
  return (
    <Dialog
      title={t('agent.prompt_title')}
      onClose={cancel}
      closeOnMask={false}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={cancel}>{t('common.cancel')}</button>
          <button type="button" className="button" onClick={() => { cancel(); navigate(prompt.href); }}>{t('common.go')}</button>
        </>
      }
    >
      <p>{t(`agent.prompt_${prompt.kind}`)}</p>
    </Dialog>
  );
}

export default ContractPrompts;
