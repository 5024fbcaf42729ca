import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { captchaQuery } from '../../../api/auth/verification';
import { CaptchaImage } from '../../../ui/captcha-image';
import { CAPTCHA_MAX } from '../../../config/constants';
import { TextField } from './text-field';
import type { AuthForm } from '../hooks/use-auth-form';
import '../i18n-bundle';

/** A new captcha each time `generation` changes or the image is tapped. */
export function CaptchaField({ form, generation }: { form: AuthForm; generation: number }) {
  const { t } = useTranslation();
  const [taps, setTaps] = useState(0);
  const captcha = useQuery(captchaQuery('auth', `${generation}.${taps}`));
  const refresh = () => {
    setTaps((n) => n + 1);
    form.clearFields(['captcha']);
  };
  return (
    <TextField
      form={form}
      name="captcha"
      label={t('auth.captcha')}
      autoComplete="off"
      inputMode="numeric"
      maxLength={CAPTCHA_MAX}
      addon={<CaptchaImage captcha={captcha} onRefresh={refresh} />}
    />
  );
}
