/**
 * Where uploaded images live (docs/decisions/0047): files in the upload
 * folder (UPLOAD_DIR, default DATA_DIR/uploads), each under a random name,
 * mode 0600; the database row holds the name, size, type and SHA-256.
 * Keeping 5 MiB of bytes out of SQL keeps them off PGlite's single thread,
 * which a bytea insert held for about 2 s (security review M4).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageContentType, ImageKind } from '../../contract/uploads';
import type { Db } from '../db/db';

export interface CheckedImage {
  bytes: Buffer;
  contentType: ImageContentType;
  width: number;
  height: number;
}

export interface ImageFolder {
  path: string;
  /** Removes a folder the app made for itself (tests); a configured folder stays. */
  dispose(): void;
}

/** The configured folder (created 0700), or a private temporary one when none is configured (tests). */
export function openImageFolder(configured: string | null | undefined): ImageFolder {
  if (configured) {
    mkdirSync(configured, { recursive: true, mode: 0o700 });
    return { path: configured, dispose: () => undefined };
  }
  const path = mkdtempSync(join(tmpdir(), 'wps-uploads-'));
  return { path, dispose: () => rmSync(path, { recursive: true, force: true }) };
}

const EXTENSION: Record<ImageContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
/** A stored name: 32 hex characters and the extension, nothing a member chose. */
const FILE_NAME = /^[0-9a-f]{32}\.(?:png|jpg)$/;

/** Writes the file (exclusive create, 0600), then its row; a failed insert removes the file again. Answers the row id. */
export async function storeImage(db: Db, folder: string, memberId: number, kind: ImageKind, image: CheckedImage): Promise<number> {
  const fileName = `${randomBytes(16).toString('hex')}.${EXTENSION[image.contentType]}`;
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const path = join(folder, fileName);
  await writeFile(path, image.bytes, { mode: 0o600, flag: 'wx' });
  try {
    const [row] = await db.query<{ id: string }>(
      `insert into uploaded_images (member_id, kind, content_type, byte_size, width, height, file_name, sha256)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [memberId, kind, image.contentType, image.bytes.length, image.width, image.height, fileName, sha256],
    );
    return Number(row!.id);
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  }
}

/**
 * An image's bytes and type: from its file, or from the row for images
 * stored before 023_uploads_on_disk. A file whose SHA-256 no longer matches
 * the row is not answered (null), nor is an unknown id.
 */
export async function readStoredImage(db: Db, folder: string, id: number): Promise<{ bytes: Buffer; contentType: ImageContentType } | null> {
  const [row] = await db.query<{ content_type: ImageContentType; file_name: string | null; sha256: string | null; bytes: Uint8Array | null }>(
    'select content_type, file_name, sha256, bytes from uploaded_images where id = $1',
    [id],
  );
  if (!row) return null;
  if (row.bytes) return { bytes: Buffer.from(row.bytes), contentType: row.content_type };
  if (!row.file_name || !FILE_NAME.test(row.file_name)) return null;
  const bytes = await readFile(join(folder, row.file_name)).catch(() => null);
  if (!bytes || createHash('sha256').update(bytes).digest('hex') !== row.sha256) return null;
  return { bytes, contentType: row.content_type };
}
