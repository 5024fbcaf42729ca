import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '../../../api/auth/verification';
import { getLoginDeviceId } from '../../../platform/device-id';
import '../i18n-bundle';

/** The captcha image: a fresh one for each `generation`; tapping it asks for another. Never cached. */
export function FeedbackCaptcha({ generation, onRefresh }: { generation: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  const captcha = useQuery({
    queryKey: ['messages', 'feedback-captcha', generation],
    queryFn: ({ signal }) => fetchCaptcha(getLoginDeviceId(), signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return (
    <button type="button" className="auth-captcha" onClick={onRefresh} aria-label={t('messages.captcha_image')} aria-busy={captcha.isFetching}>
      {captcha.data ? (
        <img src={`data:image/png;base64,${captcha.data}`} alt="" width={120} height={44} />
      ) : (
        <span className="auth-captcha__text">{captcha.isError ? t('messages.captcha_failed') : t('messages.captcha_loading')}</span>
      )}
    </button>
  );
}
