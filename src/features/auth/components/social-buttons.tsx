import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../../contract';
import { startSocialSignIn, useSocialProviders } from '../../../api/auth/social';
import { useFlag } from '../../../api/system/flags';
import { toast } from '../../../ui/toast-store';
import { socialSignIn } from '../model/access-options';
import { rememberSocialStart } from '../model/social';
import '../i18n-bundle';

/**
 * The Facebook and Google icons of the login and registration screens
 * (spec §2.3): shown when the switch is on and the server offers the
 * provider; a tap asks the server for the provider's address and leaves for
 * it (docs/decisions/0078-social-sign-in-oidc.md). The player comes back on
 * the callback screen.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const social = socialSignIn({ facebook: useFlag('FACEBOOKLOGIN3'), google: useFlag('GOOGLELOGIN3') }, useSocialProviders());
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  if (!social.facebook && !social.google) return null;

  const start = (provider: SocialProvider) => {
    setLeaving(provider);
    startSocialSignIn(provider).then(
      ({ authorizationUrl }) => {
        rememberSocialStart(provider);
        globalThis.location.assign(authorizationUrl);
      },
      () => {
        setLeaving(null);
        toast.error(t('auth.social_start_failed'));
      },
    );
  };

  return (
    <div className="auth-social" aria-label={t('auth.social_title')} role="group">
      {social.facebook && (
        <button type="button" className="auth-social__icon" aria-label={t('auth.social_facebook')} disabled={leaving !== null} onClick={() => start('facebook')}>
          f
        </button>
      )}
      {social.google && (
        <button type="button" className="auth-social__icon" aria-label={t('auth.social_google')} disabled={leaving !== null} onClick={() => start('google')}>
          G
        </button>
      )}
    </div>
  );
}
