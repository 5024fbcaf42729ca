import * as v from 'valibot';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { ERROR_CODES } from '../../contract/error-codes';
import { UPLOAD_PATHS, uploadedImageValueSchema, type ImageKind, type UploadedImage } from '../../contract/uploads';

/** An upload of 5 MB on a slow phone line takes longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 60_000;
/** Tries in all when the server answers busy: it receives only a few big uploads at once. */
export const UPLOAD_BUSY_ATTEMPTS = 4;
/** The wait when a busy answer names none, and the longest wait honoured. */
const DEFAULT_BUSY_WAIT_S = 2;
const MAX_BUSY_WAIT_S = 10;

const busyValueSchema = v.object({ retryAfterSeconds: v.pipe(v.number(), v.minValue(0)) });

/** Seconds a busy refusal asks for, or null when the error is not "busy". */
export function busyWaitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorCode !== ERROR_CODES.serverBusy) return null;
  const value = v.safeParse(busyValueSchema, error.value);
  return Math.min(value.success ? value.output.retryAfterSeconds : DEFAULT_BUSY_WAIT_S, MAX_BUSY_WAIT_S);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Uploads one image (multipart, part `file`) for a later request to name by
 * its imageId. The server checks the content again; refusals come back as
 * ApiError with UPLOAD_ERROR_CODES. A busy answer (the server takes only a
 * few big uploads at once) is sent again after the wait it names, with a
 * little jitter so queued phones do not return together; the player sees
 * only the longer spinner.
 */
export async function uploadImage(file: Blob, kind: ImageKind, signal?: AbortSignal): Promise<UploadedImage> {
  for (let attempt = 1; ; attempt++) {
    const body = new FormData();
    body.append('file', file, file instanceof File ? file.name : 'image');
    try {
      return await apiRequest({ method: 'POST', path: UPLOAD_PATHS.image, query: { kind }, body, schema: uploadedImageValueSchema, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
    } catch (error) {
      const waitSeconds = busyWaitSeconds(error);
      if (waitSeconds === null || attempt >= UPLOAD_BUSY_ATTEMPTS) throw error;
      await wait(waitSeconds * 1000 * (1 + Math.random() / 2), signal);
    }
  }
}
