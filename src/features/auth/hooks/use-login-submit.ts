import type { LoginPayload } from '../../../../contract';
import { login } from '../../../api/auth/session';
import { useFormats } from '../../../api/system/use-formats';
import { getLoginDeviceId } from '../../../platform/device-id';
import { forgetRememberedLogin, rememberLogin, type LoginMethod } from '../model/remembered-login';
import type { AuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishLogin } from './use-session-start';

interface LoginSubmitOptions {
  method: LoginMethod;
  countryDialingCode: string;
  /** Keep this login for next time (spec §4), or forget the one kept for the method. */
  remember: boolean;
  captchaShown: boolean;
  /** The server asked for a captcha: show one, a new one each time. */
  onCaptchaNeeded: () => void;
}

interface LoginVariables {
  payload: LoginPayload;
  method: LoginMethod;
  remember: boolean;
}

/** The login form's submit (spec §2.3, §4): by username or by SMS code, with the captcha once asked for. */
export function useLoginSubmit(form: AuthForm, { method, countryDialingCode, remember, captchaShown, onCaptchaNeeded }: LoginSubmitOptions) {
  const formats = useFormats();
  const finishLogin = useFinishLogin();
  return useAuthSubmit({
    form,
    prepare: (): LoginVariables | null => {
      if (!form.validate()) return null;
      const v = form.values;
      const payload: LoginPayload =
        method === 'username'
          ? { type: 'username', username: v.username!.trim(), password: v.password!, loginDeviceId: getLoginDeviceId() }
          : { type: 'sms', mobileNum: v.mobileNum!.trim(), countryDialingCode, verificationCode: v.verificationCode!, loginDeviceId: getLoginDeviceId() };
      return { payload: captchaShown ? { ...payload, captcha: v.captcha } : payload, method, remember };
    },
    send: ({ payload }) => login(payload),
    onSuccess: async (value, { payload, method: sentMethod, remember: keep }) => {
      if (keep) {
        await rememberLogin(
          sentMethod === 'username'
            ? { type: 'username', username: payload.username!, password: payload.password! }
            : { type: 'sms', username: payload.mobileNum!, countryDialingCode: payload.countryDialingCode, password: '' },
        ).catch((error: unknown) => console.warn('remembered login not saved', error));
      } else forgetRememberedLogin(sentMethod);
      form.forgetDraft();
      finishLogin(value);
    },
    onRefusal: (refusal, _error, { method: sentMethod }) => {
      if (refusal.dropRemembered) forgetRememberedLogin(sentMethod);
      if (refusal.needCaptcha) onCaptchaNeeded();
    },
    formatTime: formats.time,
  });
}
