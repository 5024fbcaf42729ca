import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { IMAGE_KINDS, MAX_IMAGE_BYTES, UPLOAD_ERROR_CODES, UPLOAD_PATHS, type ImageContentType, type ImageKind, type UploadedImage, uploadedImageValueSchema } from '../../contract/uploads';
import { requireMember } from '../accounts/current-member';
import { TRIAL_TYPE } from '../accounts/members';
import { defineRoute } from './route';
import type { AppContext } from '../app-context';
import type { Db } from '../db/db';
import { checkImage } from './image-check';
import { openImageFolder, storeImage } from './image-store';
import { sendBusy } from './overload';
import { RateLimiter } from './rate-limit';
import { parseInput } from './validate';
import { WpsError } from './wps-error';

/** Uploads one member may make per hour: enough for any real flow, a ceiling for abuse. */
export const UPLOADS_PER_HOUR = 30;

const uploadQuerySchema = v.object({ kind: v.picklist(IMAGE_KINDS) });

const refusal = (code: string, status = 400) => new WpsError(code, 'badRequest', status);

/**
 * Reads the request's one file part (multipart/form-data, field `file`)
 * into memory, refusing more than MAX_IMAGE_BYTES (413) and anything that
 * is not a PNG or JPEG by content (400). Answers the bytes and what they are.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; contentType: ImageContentType; width: number; height: number }> {
  let bytes: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!file) throw refusal(UPLOAD_ERROR_CODES.missing);
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof WpsError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusal(UPLOAD_ERROR_CODES.tooLarge, 413);
    throw refusal(UPLOAD_ERROR_CODES.missing);
  }
  if (bytes.length === 0) throw refusal(UPLOAD_ERROR_CODES.missing);
  const facts = checkImage(bytes);
  if (!facts) throw refusal(UPLOAD_ERROR_CODES.invalid);
  return { bytes, ...facts };
}

/**
 * Checks that every id names an image this member uploaded for this kind
 * (another member's id, or an id of another kind, is refused as not found).
 */
export async function requireOwnedImages(db: Db, memberId: number, kind: ImageKind, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.query<{ id: string }>(
    'select id::text from uploaded_images where member_id = $1 and kind = $2 and id = any($3::bigint[])',
    [memberId, kind, ids.map(String)],
  );
  if (rows.length !== new Set(ids).size) throw new WpsError(UPLOAD_ERROR_CODES.notFound, 'badRequest', 400);
}

/** Uploads being received at once, server-wide: each holds up to 5 MiB and a file write. Beyond: 503 busy. */
export const UPLOADS_IN_FLIGHT = 2;
const UPLOAD_BUSY_RETRY_AFTER_SECONDS = 2;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Registers @fastify/multipart once for the whole app (any route may call
 * readImageUpload) and the upload route: POST UPLOAD_PATHS.image?kind=…
 * with one `file` part. Members only, trial users refused, UPLOADS_PER_HOUR
 * per member, UPLOADS_IN_FLIGHT at once. Answers UploadedImage; the image
 * is then named by its id. Files go to the upload folder (image-store.ts).
 */
export function registerImageUploads(app: FastifyInstance, context: AppContext): void {
  void app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, parts: 3 } });
  const folder = openImageFolder(context.config.uploadDir);
  app.addHook('onClose', async () => folder.dispose());
  const inFlightMax = context.config.uploadsInFlight ?? UPLOADS_IN_FLIGHT;
  let inFlight = 0;
  /*
   * The hourly cap is claimed in one conditional upsert (rate_counters, as
   * every other limit): counting stored rows and then inserting let 60
   * concurrent uploads store 49 against a cap of 30 on PostgreSQL (review L1).
   * A claimed slot stays used even when the file is then refused.
   */
  const hourly = new RateLimiter<'upload'>(context.db, { upload: { max: UPLOADS_PER_HOUR, windowMs: HOUR_MS } });

  defineRoute(app, {
    method: 'POST', url: UPLOAD_PATHS.image, reply: uploadedImageValueSchema,
    handler: async ({ request, reply }) => {
      const { kind } = parseInput(uploadQuerySchema, request.query);
      const member = await requireMember(context, request);
      if (member.type === TRIAL_TYPE) throw new WpsError(UPLOAD_ERROR_CODES.freeReject, 'freeReject', 403);
      if (inFlight >= inFlightMax) return sendBusy(request, reply, UPLOAD_BUSY_RETRY_AFTER_SECONDS);
      inFlight += 1;
      try {
        await hourly.hit('upload', `member:${member.id}`);
        const image = await readImageUpload(request);
        const imageId = await storeImage(context.db, folder.path, member.id, kind, image);
        const value: UploadedImage = { imageId, contentType: image.contentType, size: image.bytes.length, width: image.width, height: image.height };
        return ok(value);
      } finally {
        inFlight -= 1;
      }
    },
  });
}
