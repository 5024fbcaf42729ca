import * as v from 'valibot';

/**
 * Image uploads (deposit receipts, promotion applications): multipart
 * (one file per request, field `file`, text field `kind`), checked by the
 * server by content (PNG/JPEG magic bytes and a decodable header), at most
 * MAX_IMAGE_BYTES. The answer's imageId is what a later request names.
 */
export const UPLOAD_PATHS = {
  image: '/wps/relay/MCS_uploadImage',
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
/** `kyc`: identity documents and selfies, readable only by the operator (docs/decisions/0077). */
export const IMAGE_KINDS = ['deposit_receipt', 'promotion', 'kyc'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const UPLOAD_ERROR_CODES = {
  missing: 'upload.image.missing',
  invalid: 'upload.image.invalid',
  tooLarge: 'upload.image.too.large',
  tooMany: 'upload.image.too.many',
  notFound: 'upload.image.not.found',
  /** The platform's refusal of trial (not real) accounts. */
  freeReject: 'free_reject',
} as const;

export const uploadedImageValueSchema = v.object({
  imageId: v.number(),
  contentType: v.picklist(IMAGE_CONTENT_TYPES),
  size: v.number(),
  width: v.number(),
  height: v.number(),
});
export type UploadedImage = v.InferOutput<typeof uploadedImageValueSchema>;
