import { useTranslation } from 'react-i18next';
import './captcha-image.css';

/** What the image shows of its query (src/api/auth/verification.ts captchaQuery). */
export interface CaptchaState {
  data?: string;
  isError: boolean;
  isFetching: boolean;
}

/** The captcha image as a button: tapping it asks for another code (a failed load says so, spec §8 "Loading failed, click to retry"). */
export function CaptchaImage({ captcha, onRefresh }: { captcha: CaptchaState; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('common.captcha_image')} aria-busy={captcha.isFetching}>
      {captcha.data ? (
        <img src={`data:image/png;base64,${captcha.data}`} alt="" width={120} height={44} />
      ) : (
        <span className="captcha-image__text">{captcha.isError ? t('errors.load_failed') : t('common.captcha_loading')}</span>
      )}
    </button>
  );
}
