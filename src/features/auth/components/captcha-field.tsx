import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '../../../api/auth/verification';
import { getLoginDeviceId } from '../../../platform/device-id';
import { CAPTCHA_MAX } from '../../../config/constants';
import { TextField } from './text-field';
import type { AuthForm } from '../hooks/use-auth-form';

/** A new captcha each time `generation` changes or the image is tapped; never cached. */
export function CaptchaField({ form, generation }: { form: AuthForm; generation: number }) {
  const { t } = useTranslation();
  const [taps, setTaps] = useState(0);
  const captcha = useQuery({
    queryKey: ['auth', 'captcha', generation, taps],
    queryFn: ({ signal }) => fetchCaptcha(getLoginDeviceId(), signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const refresh = () => {
    setTaps((n) => n + 1);
    form.clearFields(['captcha']);
  };
  const image = (
    <button type="button" className="auth-captcha" onClick={refresh} aria-label={t('auth.captcha_image')} aria-busy={captcha.isFetching}>
      {captcha.data ? (
        <img src={`data:image/png;base64,${captcha.data}`} alt="" width={120} height={44} />
      ) : (
        <span className="auth-captcha__text">{captcha.isError ? t('auth.captcha_failed') : t('auth.captcha_loading')}</span>
      )}
    </button>
  );
  return (
    <TextField form={form} name="captcha" label={t('auth.captcha')} autoComplete="off" inputMode="numeric" maxLength={CAPTCHA_MAX} addon={image} />
  );
}
