import { apiRequest } from './client';
import { UPLOAD_PATHS, uploadedImageValueSchema, type ImageKind, type UploadedImage } from '../../contract/uploads';

/** An upload of 5 MB on a slow phone line takes longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Uploads one image (multipart, part `file`) for a later request to name by
 * its imageId. The server checks the content again; refusals come back as
 * ApiError with UPLOAD_ERROR_CODES.
 */
export function uploadImage(file: Blob, kind: ImageKind, signal?: AbortSignal): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'image');
  return apiRequest({ method: 'POST', path: UPLOAD_PATHS.image, query: { kind }, body, schema: uploadedImageValueSchema, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
}
