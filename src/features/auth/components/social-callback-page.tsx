import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SOCIAL_ERROR_CODES, type SocialFinishValue, type SocialProvider } from '../../../../contract';
import { finishSocialSignIn, linkSocialAccount, startSocialSignIn } from '../../../api/auth/social';
import { ApiError } from '../../../api/errors';
import { useRegisterSettings } from '../../../api/auth/register';
import { APP_PATHS } from '../../../config/paths';
import { getLoginDeviceId } from '../../../platform/device-id';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFinishLogin } from '../hooks/use-session-start';
import { dropSocialTicket, keepSocialTicket, rememberSocialStart, startedSocialProvider, type SocialTicket } from '../model/social';
import { loginRules } from '../model/validation';
import { AuthPageFrame } from './auth-page-frame';
import { CaptchaField } from './captcha-field';
import { FormError } from './form-error';
import { TextField } from './text-field';
import './auth.css';
import './social.css';
import '../i18n-bundle';

// One finish per callback, however often the screen mounts (React's development double effects, a re-render):
// the state it carries is single use on the server.
const finishing = new Map<string, Promise<SocialFinishValue>>();

type Outcome = { kind: 'working' } | { kind: 'failed'; reason: 'cancelled' | 'expired' | 'failed' } | { kind: 'first'; ticket: SocialTicket };

function failureReason(error: unknown): 'cancelled' | 'expired' | 'failed' {
  if (error instanceof ApiError && error.errorCode === SOCIAL_ERROR_CODES.cancelled) return 'cancelled';
  if (error instanceof ApiError && error.errorCode === SOCIAL_ERROR_CODES.stateInvalid) return 'expired';
  return 'failed';
}

/**
 * Where the provider sends the player back (docs/decisions/0078-social-sign-in-oidc.md):
 * the server finishes the sign-in; a known identity is logged in at once, a
 * first one chooses between a new account (the normal registration, which
 * then links it) and an existing one (its password links it).
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [callback] = useState(() => globalThis.location?.search ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    // The code leaves the address bar: a reload must not send a spent state
    // again. Only while the address is still this page's: a navigation that
    // came before this effect ran must not be sent back here.
    if (globalThis.location?.pathname === APP_PATHS.socialCallback) {
      globalThis.history?.replaceState(globalThis.history.state, '', APP_PATHS.socialCallback);
    }
    let live = true;
    let pending = finishing.get(callback);
    if (!pending) {
      pending = finishSocialSignIn(callback, getLoginDeviceId());
      finishing.set(callback, pending);
    }
    pending.then(
      (value) => {
        if (!live) return;
        if (value.kind === 'session') {
          dropSocialTicket();
          finishLogin(value.session);
          return;
        }
        const ticket: SocialTicket = { provider: value.provider, ticket: value.ticket, expiresAt: value.expiresAt, email: value.email };
        keepSocialTicket(ticket);
        setOutcome({ kind: 'first', ticket });
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'failed', reason: failureReason(error) });
      },
    );
    return () => {
      live = false;
    };
    // finishLogin is a new function each render; the finish runs once per callback
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callback]);

  return (
    <AuthPageFrame current="login" title={t('titles.socialCallback')}>
      {outcome.kind === 'working' && (
        <p className="auth-social-status" role="status">
          {t('auth.social_working')}
        </p>
      )}
      {outcome.kind === 'failed' && <SocialFailure reason={outcome.reason} />}
      {outcome.kind === 'first' && <FirstSignIn ticket={outcome.ticket} />}
    </AuthPageFrame>
  );
}

function providerName(provider: SocialProvider): string {
  return provider === 'google' ? 'Google' : 'Facebook';
}

/** A translated reason and a way to try again with the same provider (or back to the login). */
function SocialFailure({ reason }: { reason: 'cancelled' | 'expired' | 'failed' }) {
  const { t } = useTranslation();
  const provider = startedSocialProvider();
  const [busy, setBusy] = useState(false);
  const [retryFailed, setRetryFailed] = useState(false);
  const retry = () => {
    if (!provider) return;
    setBusy(true);
    setRetryFailed(false);
    startSocialSignIn(provider).then(
      ({ authorizationUrl }) => {
        rememberSocialStart(provider);
        globalThis.location.assign(authorizationUrl);
      },
      () => {
        setBusy(false);
        setRetryFailed(true);
      },
    );
  };
  return (
    <div className="auth-form">
      <p className="auth-social-status" role="alert">
        {t(`auth.social_error_${reason}`)}
      </p>
      {retryFailed && <FormError message={t('auth.social_start_failed')} />}
      {provider && (
        <button type="button" className="button button--block" disabled={busy} onClick={retry}>
          {t('auth.social_retry', { provider: providerName(provider) })}
        </button>
      )}
      <Link href={APP_PATHS.login} className="button button--block button--ghost" replace>
        {t('auth.social_back_to_login')}
      </Link>
    </div>
  );
}

/** A first sign-in: a new account through the registration, or an existing one linked by its password. */
function FirstSignIn({ ticket }: { ticket: SocialTicket }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const name = providerName(ticket.provider);
  return (
    <div className="auth-form">
      <p className="auth-social-status">
        {ticket.email ? t('auth.social_first_email', { provider: name, email: ticket.email }) : t('auth.social_first', { provider: name })}
      </p>
      <button type="button" className="button button--block" onClick={() => navigate(APP_PATHS.register)}>
        {t('auth.social_create')}
      </button>
      <h2 className="auth-social-heading">{t('auth.social_link_title')}</h2>
      <LinkForm ticket={ticket} />
    </div>
  );
}

const LINK_EMPTY = { username: '', password: '', captcha: '' };

function LinkForm({ ticket }: { ticket: SocialTicket }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const finishLogin = useFinishLogin();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const rules = useMemo(() => {
    const set = loginRules(settings);
    return { username: set.loginUsername, password: set.loginPassword, ...(captchaShown ? { captcha: set.captcha } : {}) };
  }, [settings, captchaShown]);
  const form = useAuthForm({ rules, initial: LINK_EMPTY });
  const { formProps, busy, formError } = useAuthSubmit({
    form,
    prepare: () => {
      if (!form.validate()) return null;
      const v = form.values;
      return {
        ticket: ticket.ticket, username: v.username!.trim(), password: v.password!, loginDeviceId: getLoginDeviceId(),
        ...(captchaShown ? { captcha: v.captcha!.trim() } : {}),
      };
    },
    send: (payload) => linkSocialAccount(payload),
    onSuccess: (value) => {
      dropSocialTicket();
      finishLogin(value);
    },
    onRefusal: (refusal) => {
      form.clearFields(['password', 'captcha']);
      if (refusal.needCaptcha || captchaShown) {
        setCaptchaShown(true);
        setCaptchaGeneration((n) => n + 1);
      }
    },
  });
  return (
    <form {...formProps} aria-label={t('auth.social_link_title')}>
      <TextField form={form} name="username" label={t('auth.username')} autoComplete="username" maxLength={settings?.username?.maxLength ?? 32} />
      <TextField form={form} name="password" label={t('auth.password')} type="password" autoComplete="current-password" maxLength={settings?.password?.maxLength ?? 32} />
      {captchaShown && <CaptchaField form={form} generation={captchaGeneration} />}
      <FormError message={formError} />
      <button type="submit" className="button button--block button--ghost" disabled={busy}>
        {t('auth.social_link_button')}
      </button>
    </form>
  );
}
