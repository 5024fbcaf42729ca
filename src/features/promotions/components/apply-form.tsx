import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLY_LIMITS } from '../../../../contract/promotions';
import { ImagePicker } from '../../../ui/image-picker';
import { useErrorText } from '../../../ui/error-text';
import { showToast } from '../../../ui/toast-store';
import { useApplyForPromotion } from '../api/promotion-apply';
import { remarkLength } from '../model/promotion-view';
import '../i18n-bundle';

/** The application: a remark (≤ 140, with its counter) and up to 3 png/jpg images (≤ 5 MB), checked before any upload. */
export function ApplyForm({ promotionId, onDone }: { promotionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const remarkId = useId();
  const counterId = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const apply = useApplyForPromotion();
  const length = remarkLength(remark);
  const tooLong = length > APPLY_LIMITS.remarkMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || apply.isPending) return;
    apply.mutate({ promotionId, remark: remark.trim(), images }, {
      onSuccess: () => {
        showToast(t('promotions.applied'), 'success');
        onDone();
      },
    });
  };

  return (
    <form className="apply-form" onSubmit={submit} aria-label={t('promotions.apply_title')}>
      <h3 className="apply-form__title">{t('promotions.apply_title')}</h3>
      <label htmlFor={remarkId} className="apply-form__label">{t('promotions.remark')}</label>
      <textarea
        id={remarkId}
        className="apply-form__remark"
        value={remark}
        rows={3}
        placeholder={t('promotions.remark_hint')}
        aria-describedby={counterId}
        aria-invalid={tooLong}
        onChange={(e) => setRemark(e.target.value)}
        disabled={apply.isPending}
      />
      <p id={counterId} className={`apply-form__counter${tooLong ? ' is-over' : ''}`} aria-live="polite">
        {t('promotions.remark_counter', { count: length, max: APPLY_LIMITS.remarkMax })}
        {tooLong && <span> · {t('promotions.remark_too_long', { max: APPLY_LIMITS.remarkMax })}</span>}
      </p>
      <ImagePicker
        label={t('promotions.images')}
        value={images}
        onChange={setImages}
        maxCount={APPLY_LIMITS.imagesMax}
        maxBytes={APPLY_LIMITS.imageBytesMax}
        disabled={apply.isPending}
      />
      {apply.isError && <p className="form-error" role="alert">{errorText(apply.error)}</p>}
      <button type="submit" className="button" disabled={tooLong || apply.isPending}>
        {apply.isPending ? t('promotions.sending') : t('promotions.submit')}
      </button>
    </form>
  );
}
