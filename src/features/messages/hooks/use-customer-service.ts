import { useTranslation } from 'react-i18next';
import { useStatusValue } from '../../../api/system/status';
import { TOAST_MS } from '../../../config/constants';
import { safeHref } from '../../../platform/safe-href';
import { isOnline } from '../../../platform/online-status';
import { showToast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { fetchCustomerServiceLink } from '../api/customer-service-link';
import { useOpenChat } from './use-open-chat';
import '../i18n-bundle';

export interface CustomerServiceEntry {
  title: string;
  path: string;
}

/**
 * The status's customer-service entries (CS, whatsapp) and how to open one:
 * the link call says live chat (opened as the chat is) or an outside link
 * (WhatsApp, in a new tab). `open()` without an entry opens the first.
 */
export function useCustomerService() {
  const { t } = useTranslation();
  const entries: CustomerServiceEntry[] = useStatusValue()?.info.customerService ?? [];
  const openChat = useOpenChat();
  const errorText = useErrorText();
  const open = async (entry: CustomerServiceEntry | undefined = entries[0]) => {
    if (!entry) {
      await openChat();
      return;
    }
    if (!isOnline()) {
      showToast(t('messages.offline_action'), 'error', TOAST_MS.short);
      return;
    }
    // The tab opens in the tap itself (a popup blocker allows that), then learns its address.
    const tab = entry.title.toLowerCase() === 'whatsapp' ? window.open('', '_blank') : null;
    try {
      const link = await fetchCustomerServiceLink(entry.path);
      const href = link.kind === 'url' ? safeHref(link.url) : undefined;
      if (href) {
        if (tab) {
          tab.opener = null;
          tab.location.href = href;
        } else {
          window.open(href, '_blank', 'noopener,noreferrer');
        }
        return;
      }
      tab?.close();
      await openChat();
    } catch (error) {
      tab?.close();
      showToast(errorText(error), 'error', TOAST_MS.short);
    }
  };
  return { entries, open };
}
