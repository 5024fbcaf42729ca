import { createHash } from 'node:crypto';
import { postChatMessage, listChats } from '../chat/chat';
import type { Db } from '../db/db';
import { operatorFeedback, replyFeedback } from '../feedback/feedback';
import { broadcastInboxMessage, INBOX_BODY_MAX, INBOX_TITLE_MAX } from './inbox';
import { notifyMember } from './notify-member';
import { NOTICE_TEXTS } from './texts';
import { pushToMember, pushToMerchant } from '../push/send';
import { OpsError } from '../ops/commands';
import { defineSubcommand, type OpsRunContext } from '../ops/subcommand';
import { APP_PATH_PREFIX, APP_PATHS } from '../../src/config/paths';

async function memberId(db: Db, merchantCode: string, username: string): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'select id from members where merchant_code = $1 and lower(username) = lower($2)',
    [merchantCode, username],
  );
  if (!row) throw new OpsError(`no member ${username} in ${merchantCode}`);
  return Number(row.id);
}

function text(value: string | undefined, name: string, max: number): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw new OpsError(`--${name} is required`);
  if (trimmed.length > max) throw new OpsError(`--${name} is longer than ${max} characters`);
  return trimmed;
}

function appPath(value: string | undefined): string {
  const path = value?.trim() || APP_PATHS.webEmail;
  if (!path.startsWith(APP_PATH_PREFIX) && path !== '/') throw new OpsError('--url must be an app path such as /m/webEmail');
  return path;
}

const pushOptions = (context: OpsRunContext) => ({ allowLoopback: context.app?.config.testMode === true });
const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);

/**
 * The run id of a broadcast: `--run ID`, or else derived from what is sent
 * and the UTC day, so running the same command again (after a failure
 * half-way) reaches only the members the first run missed. To send the
 * same text again on the same day on purpose, name a new run.
 */
function broadcastRun(kind: string, option: string | undefined, parts: readonly (string | undefined)[]): string {
  if (option !== undefined) {
    const run = option.trim();
    if (!/^[\w.:-]{1,64}$/.test(run)) throw new OpsError('--run must be 1 to 64 letters, digits, _ . : or -');
    return run;
  }
  const day = new Date().toISOString().slice(0, 10);
  return `${kind}-${day}-${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12)}`;
}

const skippedNote = (skipped: number) => (skipped > 0 ? `, ${skipped} already reached by this run` : '');

/** `message send --to USER|all --title T --body B [--url /m/…] [--run ID]`: inbox message (and a push) to one member or to every member. */
export const messageCommand = defineSubcommand({
  name: 'message',
  usage: ['message send --to USER|all --title "Title" --body "Text" [--url /m/webEmail] [--run ID]'],
  parse(words, options) {
    if (words.length !== 1 || words[0] !== 'send') throw new OpsError('message send --to USER|all --title T --body B');
    const unknown = Object.keys(options).find((key) => !['to', 'title', 'body', 'url', 'run'].includes(key));
    if (unknown) throw new OpsError(`unknown option --${unknown}`);
    const parsed = {
      to: text(options.to, 'to', 60),
      title: text(options.title, 'title', INBOX_TITLE_MAX),
      body: text(options.body, 'body', INBOX_BODY_MAX),
      url: options.url === undefined ? undefined : appPath(options.url),
    };
    return { ...parsed, run: broadcastRun('message', options.run, [parsed.title, parsed.body, parsed.url]) };
  },
  async run(context, { to, title, body, url, run }) {
    const { db, merchantCode } = context;
    if (to === 'all') {
      const message = { merchantCode, title: { vi: title, en: title }, body: { vi: body, en: body } };
      const members = await broadcastInboxMessage(db, { ...message, kind: 'operator', url: url ?? null }, run);
      const report = await pushToMerchant(db, { ...message, url: url ?? APP_PATHS.webEmail }, pushOptions(context), run);
      return `run ${run}: message sent to ${members.length} members (push: ${report.sent} delivered, ${report.failed} failed${skippedNote(report.skipped)})`;
    }
    const id = await memberId(db, merchantCode, to);
    const result = await notifyMember({ db, config: context.app?.config }, { merchantCode, memberId: id, title, body, url, kind: 'operator' });
    if (result.messageId === null) throw new OpsError('the message could not be written');
    const report = await result.pushed;
    return `message #${result.messageId} sent to ${to} (push: ${report?.sent ?? 0} delivered)`;
  },
});

/** `chat list` shows the merchant's chats; `chat reply USER TEXT` answers one (live on the member's open chat page). */
export const chatCommand = defineSubcommand({
  name: 'chat',
  usage: ['chat list', 'chat reply USER "text"'],
  parse(words) {
    const [verb, user, ...rest] = words;
    if (verb === 'list' && words.length === 1) return { verb: 'list' as const, user: '', body: '' };
    if (verb === 'reply' && user && rest.length > 0) {
      const body = rest.join(' ').trim();
      if (!body || body.length > 1000) throw new OpsError('the reply must be 1 to 1000 characters');
      return { verb: 'reply' as const, user, body };
    }
    throw new OpsError('chat list | chat reply USER "text"');
  },
  async run(context, parsed) {
    const { db, merchantCode } = context;
    if (parsed.verb === 'list') {
      const chats = await listChats(db, merchantCode);
      if (chats.length === 0) return 'no chats';
      return chats
        .map((c) => `${c.username}  ${when(c.lastAt)}  ${c.waiting > 0 ? `waiting ${c.waiting}` : 'answered'}  last ${c.lastSender}: ${c.lastBody.slice(0, 80)}`)
        .join('\n');
    }
    const id = await memberId(db, merchantCode, parsed.user);
    const message = await postChatMessage(db, { merchantCode, memberId: id, sender: 'operator', body: parsed.body });
    // A member whose chat page is closed learns of the answer by push (best effort).
    void pushToMember(db, id, { merchantCode, ...NOTICE_TEXTS.chatReply(parsed.body.slice(0, 120)), url: APP_PATHS.message }, pushOptions(context)).catch(() => undefined);
    return `reply #${message.id} sent to ${parsed.user}`;
  },
});

/** `feedback [all]` lists unanswered (or all) feedback; `feedback reply ID TEXT` answers one. */
export const feedbackCommand = defineSubcommand({
  name: 'feedback',
  usage: ['feedback [all]', 'feedback reply ID "text"'],
  parse(words) {
    if (words.length === 0) return { verb: 'list' as const, all: false, id: 0, body: '' };
    if (words.length === 1 && words[0] === 'all') return { verb: 'list' as const, all: true, id: 0, body: '' };
    const [verb, idWord, ...rest] = words;
    if (verb === 'reply' && idWord && /^\d{1,12}$/.test(idWord) && rest.length > 0) {
      const body = rest.join(' ').trim();
      if (!body || body.length > 1000) throw new OpsError('the reply must be 1 to 1000 characters');
      return { verb: 'reply' as const, all: false, id: Number(idWord), body };
    }
    throw new OpsError('feedback [all] | feedback reply ID "text"');
  },
  async run(context, parsed) {
    const { db, merchantCode } = context;
    if (parsed.verb === 'list') {
      const rows = await operatorFeedback(db, merchantCode, parsed.all);
      if (rows.length === 0) return parsed.all ? 'no feedback' : 'no unanswered feedback';
      return rows
        .map((f) => `#${f.id}  ${when(f.createdAt)}  ${f.username}  type ${f.type}  ${f.content}${f.reply ? `\n    reply: ${f.reply}` : ''}`)
        .join('\n');
    }
    const member = await replyFeedback(db, merchantCode, parsed.id, parsed.body);
    if (member === null) throw new OpsError(`no feedback #${parsed.id}`);
    await notifyMember({ db, config: context.app?.config }, { merchantCode, memberId: member, ...NOTICE_TEXTS.feedbackReplied(), url: APP_PATHS.feedback, kind: 'feedback' });
    return `feedback #${parsed.id} answered`;
  },
});

/** `push --to USER|all --title T --body B [--url /m/…] [--run ID]`: a Web Push only (no inbox message). */
export const pushCommand = defineSubcommand({
  name: 'push',
  usage: ['push --to USER|all --title "Title" --body "Text" [--url /m/home] [--run ID]'],
  parse(words, options) {
    if (words.length > 0) throw new OpsError('push --to USER|all --title T --body B [--url PATH]');
    const unknown = Object.keys(options).find((key) => !['to', 'title', 'body', 'url', 'run'].includes(key));
    if (unknown) throw new OpsError(`unknown option --${unknown}`);
    const parsed = {
      to: text(options.to, 'to', 60),
      title: text(options.title, 'title', INBOX_TITLE_MAX),
      body: text(options.body, 'body', 500),
      url: appPath(options.url ?? APP_PATHS.home),
    };
    return { ...parsed, run: broadcastRun('push', options.run, [parsed.title, parsed.body, parsed.url]) };
  },
  async run(context, { to, title, body, url, run }) {
    const { db, merchantCode } = context;
    const message = { merchantCode, title: { vi: title, en: title }, body: { vi: body, en: body }, url };
    const report = to === 'all'
      ? await pushToMerchant(db, message, pushOptions(context), run)
      : await pushToMember(db, await memberId(db, merchantCode, to), message, pushOptions(context));
    const tracking = report.trackingUuids.length ? ` (tracking ${report.trackingUuids.join(', ')})` : '';
    return `${to === 'all' ? `run ${run}: ` : ''}push: ${report.sent} delivered, ${report.failed} failed${skippedNote(report.skipped)}${tracking}`;
  },
});

export const MESSAGE_SUBCOMMANDS = [messageCommand, chatCommand, feedbackCommand, pushCommand];
