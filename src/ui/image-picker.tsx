import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './image-picker.css';

export const PICKER_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export type ImagePickProblem = 'type' | 'size' | 'count';

/**
 * Which files may join the chosen ones, checked before any upload: PNG or
 * JPEG by the browser's type, at most maxBytes each, at most maxCount in
 * all. The server checks the content again (magic bytes): this only saves
 * a round trip. Answers the accepted files and the first problem met.
 */
export function pickImages(current: readonly File[], added: readonly File[], maxCount: number, maxBytes: number): { files: File[]; problem: ImagePickProblem | null } {
  const files = [...current];
  let problem: ImagePickProblem | null = null;
  for (const file of added) {
    if (!(PICKER_IMAGE_TYPES as readonly string[]).includes(file.type)) problem ??= 'type';
    else if (file.size > maxBytes) problem ??= 'size';
    else if (files.length >= maxCount) problem ??= 'count';
    else files.push(file);
  }
  return { files, problem };
}

interface ImagePickerProps {
  /** The visible label of the control. */
  label: string;
  value: readonly File[];
  onChange: (files: File[]) => void;
  maxCount: number;
  maxBytes: number;
  disabled?: boolean;
  /** A refusal to show (e.g. the server's), besides the picker's own checks. */
  error?: string | null;
}

/** Object URLs for previews, revoked when the files change or the picker goes. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * File input with previews and remove buttons; refuses a wrong type, an
 * oversized file or one too many with a translated message (common.image_*),
 * announced to screen readers.
 */
export function ImagePicker({ label, value, onChange, maxCount, maxBytes, disabled, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const previews = usePreviews(value);
  const [problem, setProblem] = useState<ImagePickProblem | null>(null);
  const sizeMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const problemText =
    problem === 'type' ? t('common.image_type_error') : problem === 'size' ? t('common.image_size_error', { size: sizeMb }) : problem === 'count' ? t('common.image_count_error', { count: maxCount }) : null;
  const shown = problemText ?? error ?? null;
  return (
    <div className="image-picker" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <span id={`${id}-label`} className="image-picker__label">{label}</span>
      <span id={`${id}-hint`} className="image-picker__hint">{t('common.image_hint', { size: sizeMb, count: maxCount })}</span>
      <ul className="image-picker__list">
        {previews.map((url, index) => (
          <li key={url} className="image-picker__item">
            <img src={url} alt={t('common.image_preview', { index: index + 1 })} />
            <button
              type="button"
              className="image-picker__remove"
              aria-label={t('common.image_remove', { index: index + 1 })}
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                onChange(value.filter((_, i) => i !== index));
              }}
            >
              ×
            </button>
          </li>
        ))}
        {value.length < maxCount && (
          <li>
            <label className="image-picker__add">
              <span aria-hidden="true">+</span>
              {t('common.image_add')}
              <input
                type="file"
                className="visually-hidden"
                accept={PICKER_IMAGE_TYPES.join(',')}
                multiple={maxCount - value.length > 1}
                disabled={disabled}
                aria-describedby={`${id}-hint`}
                onChange={(event) => {
                  const picked = pickImages(value, [...(event.target.files ?? [])], maxCount, maxBytes);
                  setProblem(picked.problem);
                  if (picked.files.length !== value.length) onChange(picked.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {shown && <p className="image-picker__error" role="alert">{shown}</p>}
    </div>
  );
}
