/**
 * The operator's side of the KYC centre (docs/decisions/0077): the queue,
 * a submission's details and its images exported to a private folder
 * (they are served to nobody), and the decision, which the member reads in
 * the KYC screen and the inbox.
 */
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { KYC_LIMITS } from '../../contract/kyc';
import { APP_PATHS } from '../../src/config/paths';
import { loadEnv } from '../config';
import { readStoredImage } from '../http/image-store';
import { notifyMember } from '../messages/notify-member';
import { OpsError } from '../ops/commands';
import { defineSubcommand, type OpsRunContext } from '../ops/subcommand';
import { terminalText } from '../ops/terminal-text';
import { findKyc, listKyc, reviewKyc, type KycQueueRow } from './kyc';

const USAGE = ['kyc list [all]', 'kyc show ID [--out DIR]', 'kyc approve ID', 'kyc reject ID --reason "text"'];
const usage = () => new OpsError(`usage: ${USAGE.join(' | ')}`);

type KycCommand =
  | { verb: 'list'; all: boolean }
  | { verb: 'show'; id: number; out: string | null }
  | { verb: 'approve'; id: number }
  | { verb: 'reject'; id: number; reason: string };

const parseId = (word: string | undefined): number => {
  if (!word || !/^\d{1,15}$/.test(word)) throw new OpsError('give the submission ID from `kyc list`');
  return Number(word);
};

/** One line per submission; everything a member typed is shown escaped (terminalText). */
function line(r: KycQueueRow): string {
  const images = `images ${r.imageIds.front},${r.imageIds.back ?? '-'},${r.imageIds.selfie}`;
  const reason = r.rejectReason ? `  reason: ${terminalText(r.rejectReason)}` : '';
  return `#${r.id}  ${r.createdAt.slice(0, 16).replace('T', ' ')}  ${r.status.padEnd(8)}  ${terminalText(r.username, 40)}  "${terminalText(r.fullName, 100)}"  born ${r.birthDate}  ${r.docType} ${terminalText(r.docNumber, 20)}  ${images}${reason}`;
}

const NOTICES = {
  verified: { title: { vi: 'Xác minh danh tính thành công', en: 'Identity verified' }, body: { vi: 'Tài khoản của bạn đã được xác minh.', en: 'Your account is verified.' } },
  rejected: (reason: string) => ({
    title: { vi: 'Xác minh danh tính bị từ chối', en: 'Identity verification rejected' },
    body: { vi: `Lý do: ${reason}. Bạn có thể gửi lại hồ sơ.`, en: `Reason: ${reason}. You may submit again.` },
  }),
};

async function tell(context: OpsRunContext, row: KycQueueRow, memberId: number): Promise<void> {
  const notice = row.status === 'verified' ? NOTICES.verified : NOTICES.rejected(row.rejectReason ?? '');
  // The decision is already stored and shown on the KYC screen; a failed notice must not undo it.
  await notifyMember({ db: context.db, config: context.app?.config ?? null }, { merchantCode: context.merchantCode, memberId, ...notice, kind: 'kyc', url: APP_PATHS.kyc }).catch(() => undefined);
}

async function memberOf(context: OpsRunContext, id: number): Promise<number> {
  const [row] = await context.db.query<{ member_id: string }>('select member_id::text from kyc_submissions where id = $1', [id]);
  return Number(row!.member_id);
}

/** The running server's upload folder, or the one this environment names (UPLOAD_DIR, DATA_DIR/uploads). */
const uploadFolder = (context: OpsRunContext): string => context.app?.config.uploadDir ?? loadEnv().uploadDir;

async function exportImages(context: OpsRunContext, row: KycQueueRow, out: string): Promise<string[]> {
  const folder = resolve(out);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  for (const [part, imageId] of Object.entries(row.imageIds)) {
    if (imageId === null) continue;
    const image = await readStoredImage(context.db, uploadFolder(context), imageId);
    if (!image) {
      written.push(`  ${part}: image ${imageId} is missing or does not match its checksum`);
      continue;
    }
    const path = join(folder, `kyc-${row.id}-${part}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`);
    await writeFile(path, image.bytes, { mode: 0o600 });
    written.push(`  ${part}: ${path}`);
  }
  return written;
}

export const kycCommand = defineSubcommand({
  name: 'kyc',
  usage: USAGE,
  parse(words, options): KycCommand {
    const [verb, idWord, ...rest] = words;
    const keys = Object.keys(options);
    if (verb === 'list') {
      if (rest.length > 0 || keys.length > 0 || (idWord !== undefined && idWord !== 'all')) throw usage();
      return { verb, all: idWord === 'all' };
    }
    if ((verb !== 'show' && verb !== 'approve' && verb !== 'reject') || rest.length > 0) throw usage();
    const id = parseId(idWord);
    if (verb === 'show') {
      if (keys.some((key) => key !== 'out')) throw usage();
      if (options.out !== undefined && options.out.trim() === '') throw new OpsError('--out needs a folder');
      return { verb, id, out: options.out ?? null };
    }
    if (verb === 'approve') {
      if (keys.length > 0) throw usage();
      return { verb, id };
    }
    if (keys.some((key) => key !== 'reason')) throw usage();
    const reason = options.reason?.trim() ?? '';
    if (reason === '') throw new OpsError('kyc reject needs --reason "text": the member reads it');
    if ([...reason].length > KYC_LIMITS.reasonMax) throw new OpsError(`--reason may be at most ${KYC_LIMITS.reasonMax} characters`);
    return { verb, id, reason };
  },
  async run(context, command) {
    const { db, merchantCode } = context;
    if (command.verb === 'list') {
      const rows = await listKyc(db, merchantCode, command.all);
      if (rows.length === 0) return command.all ? 'no KYC submissions' : 'no pending KYC submissions';
      return [`${command.all ? 'KYC submissions' : 'pending KYC submissions'}, oldest first (ID  sent  status  member  name  birth  document  image ids front,back,selfie):`, ...rows.map(line)].join('\n');
    }
    if (command.verb === 'show') {
      const row = await findKyc(db, merchantCode, command.id);
      if (!row) throw new OpsError(`no KYC submission ${command.id} for merchant ${merchantCode}`);
      const lines = [line(row)];
      if (row.reviewedAt) lines.push(`reviewed ${row.reviewedAt}`);
      if (command.out) lines.push(`images written (mode 0600) to ${resolve(command.out)}:`, ...(await exportImages(context, row, command.out)));
      else lines.push('add --out DIR to write its images to a private folder');
      return lines.join('\n');
    }
    const decided = command.verb === 'approve'
      ? await reviewKyc(db, merchantCode, command.id, { verdict: 'verified' })
      : await reviewKyc(db, merchantCode, command.id, { verdict: 'rejected', reason: command.reason });
    if (!decided) {
      const existing = await findKyc(db, merchantCode, command.id);
      throw new OpsError(existing ? `KYC submission ${command.id} is already ${existing.status}` : `no KYC submission ${command.id} for merchant ${merchantCode}`);
    }
    await tell(context, decided, await memberOf(context, decided.id));
    return command.verb === 'approve'
      ? `KYC submission ${decided.id} of ${terminalText(decided.username, 40)} verified`
      : `KYC submission ${decided.id} of ${terminalText(decided.username, 40)} rejected (the member reads the reason: ${terminalText(decided.rejectReason ?? '')})`;
  },
});

export const KYC_SUBCOMMANDS = [kycCommand];
