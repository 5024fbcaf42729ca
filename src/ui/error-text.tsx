import { useTranslation } from 'react-i18next';
import { describeError } from '../api/errors';

/** A translated sentence for any failure (typed API errors or anything else). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const text = describeError(error);
    // keys come from describeError's fixed table, all present in the dictionaries
    return text.key ? t(text.key as 'errors.unknown') : (text.raw ?? t('errors.unknown'));
  };
}
