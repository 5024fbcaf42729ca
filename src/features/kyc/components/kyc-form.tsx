import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_BACK_REQUIRED, KYC_DOC_TYPES, kycFieldProblems, type KycDocType, type KycFieldProblem } from '../../../../contract/kyc';
import { MAX_IMAGE_BYTES } from '../../../../contract/uploads';
import { ApiError } from '../../../api/errors';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { ImagePicker } from '../../../ui/image-picker';
import { DateInput } from '../../../ui/date-input';
import { BIRTHDAY_MIN_YEAR } from '../../../config/constants';
import { useErrorText } from '../../../ui/error-text';
import { showToast } from '../../../ui/toast-store';
import { useLeftFields } from '../../../ui/use-left-fields';
import { useSubmitKyc } from '../api/submit-kyc';
import { kycDraft, type KycDraft } from '../model/kyc-draft';
import { FIELD_PROBLEM_KEYS, kycErrorKey } from '../model/kyc-errors';
import '../i18n-bundle';

function Field({ label, hint, error, children }: { label: string; hint?: string; error: string | null; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`kyc-field${error ? ' kyc-field--error' : ''}`}>
      <label htmlFor={id} className="kyc-field__label">{label}</label>
      {children(id, describedBy)}
      {hint && <span id={`${id}-hint`} className="kyc-field__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="kyc-error" role="alert">{error}</span>}
    </div>
  );
}

type ImageSlot = 'front' | 'back' | 'selfie';

/**
 * The submission: name and date of birth as on the document, its type and
 * number, front, back (not for a passport) and a selfie. The typed fields
 * are checked by the same rules as the server's (contract/kyc.ts) and kept
 * as a draft (model/kyc-draft) until sent, also while offline; the images
 * are checked by type and size before any upload, and by content on the server.
 */
export function KycForm({ member }: { member: string }) {
  const { t } = useTranslation();
  const genericError = useErrorText();
  const online = useOnline();
  const submit = useSubmitKyc(member);
  const [draft, setDraft] = useState<KycDraft>(() => kycDraft.read(member));
  const [images, setImages] = useState<Record<ImageSlot, File[]>>({ front: [], back: [], selfie: [] });
  const [tried, setTried] = useState(false);
  const left = useLeftFields();

  useEffect(() => kycDraft.write(member, draft), [member, draft]);
  useUnsavedInput(draft.fullName !== '' || draft.docNumber !== '' || images.front.length + images.back.length + images.selfie.length > 0);

  const backRequired = KYC_BACK_REQUIRED[draft.docType];
  const problems = new Set<KycFieldProblem>(kycFieldProblems(draft, new Date()));
  const missing = (slot: ImageSlot) => images[slot].length === 0 && (slot !== 'back' || backRequired);
  /** A field's message: once the player left it holding something (ui/use-left-fields), or after a submit. */
  const fieldError = (field: string, ...kinds: KycFieldProblem[]) => {
    const kind = tried || left.shown(field) ? kinds.find((k) => problems.has(k)) : undefined;
    return kind ? t(FIELD_PROBLEM_KEYS[kind] as 'kyc.error_name') : null;
  };
  const imageError = (slot: ImageSlot) => (tried && missing(slot) ? t('kyc.error_image_missing') : null);
  const change = (patch: Partial<KycDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!online || submit.isPending || problems.size > 0 || (['front', 'back', 'selfie'] as const).some(missing)) return;
    submit.mutate(
      { ...draft, front: images.front[0]!, back: backRequired || images.back.length > 0 ? (images.back[0] ?? null) : null, selfie: images.selfie[0]! },
      {
        onSuccess: () => {
          kycDraft.clear(member);
          showToast(t('kyc.sent'), 'success');
        },
      },
    );
  };

  const failure = submit.error;
  const failureKey = failure instanceof ApiError ? kycErrorKey(failure.errorCode) : null;
  const failureText = failure ? (failureKey ? t(failureKey as 'kyc.error_name') : genericError(failure)) : null;
  const busy = submit.isPending;

  return (
    <form className="kyc-card" onSubmit={onSubmit} noValidate aria-label={t('titles.kyc')}>
      <Field label={t('kyc.full_name')} hint={t('kyc.full_name_hint')} error={fieldError('fullName', 'name')}>
        {(id, describedBy) => (
          <input id={id} name="fullName" className="kyc-input" autoComplete="name" maxLength={100} value={draft.fullName} disabled={busy}
            aria-invalid={fieldError('fullName', 'name') ? true : undefined} aria-describedby={describedBy} onChange={(e) => change({ fullName: e.target.value })} onBlur={(e) => left.leave('fullName', e.target.value)} />
        )}
      </Field>
      <Field label={t('kyc.birth_date')} error={fieldError('birthDate', 'birthDate', 'underAge')}>
        {(id, describedBy) => (
          <DateInput id={id} name="birthDate" className="kyc-input" autoComplete="bday" min={`${BIRTHDAY_MIN_YEAR}-01-01`} max={new Date().toISOString().slice(0, 10)} value={draft.birthDate} disabled={busy}
            aria-invalid={fieldError('birthDate', 'birthDate', 'underAge') ? true : undefined} aria-describedby={describedBy} onChange={(e) => change({ birthDate: e.target.value })} onBlur={(e) => left.leave('birthDate', e.target.value)} />
        )}
      </Field>
      <Field label={t('kyc.doc_type')} error={null}>
        {(id) => (
          <select id={id} name="docType" className="kyc-input" value={draft.docType} disabled={busy} onChange={(e) => change({ docType: e.target.value as KycDocType })}>
            {KYC_DOC_TYPES.map((type) => <option key={type} value={type}>{t(`kyc.doc_${type}`)}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('kyc.doc_number')} hint={t(`kyc.doc_number_hint_${draft.docType}`)} error={fieldError('docNumber', 'docNumber')}>
        {(id, describedBy) => (
          <input id={id} name="docNumber" className="kyc-input" autoComplete="off" inputMode={draft.docType === 'PASSPORT' ? 'text' : 'numeric'} maxLength={20}
            value={draft.docNumber} disabled={busy} aria-invalid={fieldError('docNumber', 'docNumber') ? true : undefined} aria-describedby={describedBy}
            onChange={(e) => change({ docNumber: e.target.value })} onBlur={(e) => left.leave('docNumber', e.target.value)} />
        )}
      </Field>
      <ImagePicker label={t('kyc.front')} value={images.front} onChange={(files) => setImages((s) => ({ ...s, front: files }))} maxCount={1} maxBytes={MAX_IMAGE_BYTES} disabled={busy} error={imageError('front')} />
      <ImagePicker label={backRequired ? t('kyc.back') : t('kyc.back_optional')} value={images.back} onChange={(files) => setImages((s) => ({ ...s, back: files }))} maxCount={1} maxBytes={MAX_IMAGE_BYTES} disabled={busy} error={imageError('back')} />
      <ImagePicker label={t('kyc.selfie')} value={images.selfie} onChange={(files) => setImages((s) => ({ ...s, selfie: files }))} maxCount={1} maxBytes={MAX_IMAGE_BYTES} disabled={busy} error={imageError('selfie')} />
      {!online && <p className="kyc-offline" role="status">{t('kyc.offline')}</p>}
      {failureText && online && <p className="kyc-error" role="alert">{failureText}</p>}
      <button type="submit" className="button" disabled={!online || busy}>{busy ? t('kyc.sending') : t('kyc.submit')}</button>
    </form>
  );
}
