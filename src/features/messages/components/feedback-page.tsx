import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, MESSAGE_ERROR_CODES, type FeedbackType } from '../../../../contract/messages';
import { ApiError } from '../../../api/errors';
import { TOAST_MS } from '../../../config/constants';
import { getLoginDeviceId } from '../../../platform/device-id';
import { isOnline } from '../../../platform/online-status';
import { useSession } from '../../../platform/session';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { useErrorText } from '../../../ui/error-text';
import { hideToast, showToast } from '../../../ui/toast-store';
import { FEEDBACK_TIMEOUT_MS, submitFeedback } from '../api/feedback';
import { messageKeys } from '../../../api/messages/keys';
import { canSubmitFeedback, counterText, FEEDBACK_TYPE_KEYS, FEEDBACK_TYPES } from '../model/feedback-rules';
import { captchaQuery } from '../../../api/auth/verification';
import { CaptchaImage } from '../../../ui/captcha-image';
import { MyFeedback } from './my-feedback';
import '../messages.css';
import '../i18n-bundle';

/**
 * /m/feedback (guests go to login): question type, content of 10 to 200
 * characters with a counter, a captcha (tap for another), a loading message
 * of up to 10 s, success, and the player's feedback with replies. Typed
 * offline, it is refused and the text stays.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [type, setType] = useState<FeedbackType>(1);
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [generation, setGeneration] = useState(0);
  const captchaImage = useQuery(captchaQuery('feedback', generation));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedInput(content.trim().length > 0);
  const refreshCaptcha = () => {
    setGeneration((n) => n + 1);
    setCaptcha('');
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmitFeedback(content, captcha) || busy) return;
    if (!isOnline()) {
      setError(t('messages.feedback_offline'));
      return;
    }
    setError(null);
    setBusy(true);
    const loading = showToast(t('messages.submitting'), 'loading', FEEDBACK_TIMEOUT_MS);
    try {
      await submitFeedback({ content: content.trim(), sender: session?.userName ?? '', type, captcha: captcha.trim(), deviceId: getLoginDeviceId() });
      hideToast(loading);
      showToast(t('messages.feedback_sent'), 'success', TOAST_MS.success);
      setContent('');
      void queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    } catch (failure) {
      hideToast(loading);
      const code = failure instanceof ApiError ? failure.errorCode : null;
      setError(code === MESSAGE_ERROR_CODES.captchaRequired ? t('messages.captcha_required') : isOnline() ? errorText(failure) : t('messages.feedback_offline'));
    } finally {
      setBusy(false);
      refreshCaptcha();
    }
  };

  return (
    <div className="msg-centre">
      <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="feedback-form__row">
          <label htmlFor="feedback-type">{t('messages.feedback_type')}</label>
          <select id="feedback-type" value={type} onChange={(event) => setType(Number(event.target.value) as FeedbackType)}>
            {FEEDBACK_TYPES.map((value) => (
              <option key={value} value={value}>{t(`messages.${FEEDBACK_TYPE_KEYS[value]}` as 'messages.type_other')}</option>
            ))}
          </select>
        </div>
        <div className="feedback-form__row">
          <label htmlFor="feedback-content">{t('messages.feedback_content')}</label>
          <textarea
            id="feedback-content"
            value={content}
            maxLength={FEEDBACK_MAX}
            placeholder={t('messages.feedback_placeholder')}
            aria-describedby="feedback-meta"
            onChange={(event) => setContent(event.target.value)}
          />
          <div className="feedback-form__meta" id="feedback-meta">
            <span>{t('messages.feedback_hint')}</span>
            <span aria-label={t('messages.feedback_counter')}>{counterText(content)}</span>
          </div>
        </div>
        <div className="feedback-form__row">
          <label htmlFor="feedback-captcha">{t('messages.captcha')}</label>
          <div className="feedback-form__captcha">
            <input
              id="feedback-captcha"
              value={captcha}
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              placeholder={t('messages.captcha_hint')}
              onChange={(event) => setCaptcha(event.target.value)}
            />
            <CaptchaImage captcha={captchaImage} onRefresh={refreshCaptcha} />
          </div>
        </div>
        {error && <p className="feedback-form__error" role="alert">{error}</p>}
        <button type="submit" className="button" disabled={!canSubmitFeedback(content, captcha) || busy}>{t('messages.submit')}</button>
      </form>
      <MyFeedback />
    </div>
  );
}
