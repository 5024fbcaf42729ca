import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSmsChallenge, sendSmsCode, type SmsPurpose } from '../../../api/auth/verification';
import { toast } from '../../../ui/toast-store';
import { SMS_TICK_MS, TOAST_MS } from '../../../config/constants';
import { secondsLeft, smsExpiry } from '../model/sms-countdown';
import { readAuthRefusal } from '../model/auth-errors';
import { solveSmsChallenge } from '../model/sms-proof';
import { useRefusalText } from './text-field';
import '../i18n-bundle';

interface Props {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  /** Validates only the mobile number (spec §5); false stops the send. */
  validateMobile: () => boolean;
}

/**
 * Spec §4 SMS code: the mobile number is checked first; then the page
 * solves the server's proof-of-work challenge (the spec's human
 * verification, decision 0010) while the "sending" toast shows; after a
 * send the button counts down to the server's expiry, refreshed every 500 ms.
 */
export function SmsCodeButton({ purpose, mobileNum, countryDialingCode, validateMobile }: Props) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const [expiry, setExpiry] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = secondsLeft(expiry, now);

  useEffect(() => {
    if (expiry === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiry) {
        clearInterval(timer);
        setExpiry(null);
      }
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [expiry]);

  const send = async () => {
    if (!validateMobile()) {
      toast.error(t('auth.in_mobileNum_error'), TOAST_MS.mobileError);
      return;
    }
    setSending(true);
    const loading = toast.loading(t('auth.in_sms_sending'));
    try {
      const proof = await solveSmsChallenge(await fetchSmsChallenge());
      const value = await sendSmsCode(purpose, mobileNum.trim(), countryDialingCode, proof ?? undefined);
      const started = Date.now();
      setNow(started);
      setExpiry(smsExpiry(value.expirationTime, started));
      toast.hide(loading);
      toast.success(t('auth.in_sms_send'), TOAST_MS.smsSuccess);
    } catch (error) {
      toast.hide(loading);
      const refusal = readAuthRefusal(error);
      toast.error(refusalText(refusal, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="button button--small auth-sms" disabled={sending || left > 0} onClick={() => void send()}>
      {left > 0 ? t('auth.sms_countdown', { seconds: left }) : t('auth.sms_send')}
    </button>
  );
}
