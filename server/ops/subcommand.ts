import type { AppContext } from '../app-context';
import type { Db } from '../db/db';

/** What a feature's operator command runs against. */
export interface OpsRunContext {
  db: Db;
  merchantCode: string;
  /**
   * The running server's context when the command arrived through it
   * (POST /__ops/run); null when `npm run ops` applied it to the database
   * directly because no server answered.
   */
  app: AppContext | null;
}

/**
 * One operator subcommand owned by a domain (`npm run ops -- show`,
 * `npm run ops -- deposit approve 12`). Each domain keeps its own in
 * `server/<domain>/ops.ts` and lists them once in server/ops/registry.ts;
 * the CLI, the /__ops/run route and the usage text are generated from that
 * list, so no domain edits a shared switch.
 */
export interface OpsSubcommand<Parsed = unknown> {
  /** First word on the command line. */
  name: string;
  /** Usage lines, without the `npm run ops -- ` prefix. */
  usage: readonly string[];
  /**
   * Only reads: the settings refresh that follows every other command is
   * skipped, so looking (`show`) does not make every server re-read its kept answers.
   */
  readOnly?: boolean;
  /**
   * Validates the words after the name and the `--key value` options
   * (without --merchant). Throws OpsError with a message for bad usage.
   */
  parse(words: readonly string[], options: Readonly<Record<string, string>>): Parsed;
  /** Applies it; answers the text the operator reads. Throws OpsError for refusals. */
  run(context: OpsRunContext, parsed: Parsed): Promise<string>;
}

/** Keeps each command's parse and run types tied together in one list. */
export function defineSubcommand<Parsed>(command: OpsSubcommand<Parsed>): OpsSubcommand {
  return command as OpsSubcommand;
}
