import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { TOAST_MS } from '../../../config/constants';
import { roleOf, useSession } from '../../../platform/session';
import { isOnline } from '../../../platform/online-status';
import { useWireLanguage } from '../../../i18n/use-language';
import { hideToast, showToast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { launchChat } from '../api/chat-launch';
import '../i18n-bundle';

/** Spec: the chat opens 500 ms after its link arrives (the loading message is seen, not flashed). */
export const CHAT_REDIRECT_DELAY_MS = 500;

/**
 * Opens the live chat: guests go to login, trial players are refused
 * (free_reject), others get a chat URL from the launch call and leave for
 * the server's chat page, which links back here.
 */
export function useOpenChat(): () => Promise<void> {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const language = useWireLanguage();
  const errorText = useErrorText();
  return async () => {
    const role = roleOf(session);
    if (role === 'visitor') {
      navigate(APP_PATHS.login);
      return;
    }
    if (role === 'trial') {
      showToast(t('errors.free_reject'), 'error', TOAST_MS.freeReject);
      return;
    }
    if (!isOnline()) {
      showToast(t('messages.offline_chat'), 'error', TOAST_MS.short);
      return;
    }
    const loading = showToast(t('messages.opening_chat'), 'loading', TOAST_MS.loadingMax);
    try {
      const chatUrl = await launchChat({ language, backUrl: window.location.href, title: t('messages.live_chat') });
      await new Promise((resolve) => setTimeout(resolve, CHAT_REDIRECT_DELAY_MS));
      window.location.assign(chatUrl);
    } catch (error) {
      hideToast(loading);
      showToast(errorText(error), 'error', TOAST_MS.short);
    }
  };
}
