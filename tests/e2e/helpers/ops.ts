import { parseOpsArgs } from '../../../server/ops/args';
import { terminalSafe } from '../../../server/ops/terminal-text';
import { readOpsToken } from '../../../server/ops/token';
import { viaServer } from '../../../server/ops/via-server';
import { currentWorkerServer } from './worker-server';

/**
 * Runs an operator command (`npm run ops -- …`) against this worker's
 * server the way the command does when a server is running: the same
 * argument parsing, the same POST /__ops/run with the ops token from the
 * server's DATA_DIR, and the same text it prints. In this process, not as a
 * new Node process with tsx: that start cost seconds of CPU per command,
 * dozens of times a run. The command line itself (exit codes, the fallback
 * to the database without a server) is tested in server/ops-cli.test.ts.
 * A refusal rejects, as the command's non-zero exit did.
 */
export async function ops(...args: string[]): Promise<string> {
  const server = currentWorkerServer();
  const command = parseOpsArgs(args);
  if (typeof command === 'string') throw new Error(`ops ${args.join(' ')}: ${command}`);
  const token = readOpsToken(server.dataDir);
  if (!token) throw new Error(`no ops token in ${server.dataDir}`);
  const text = await viaServer(command, server.port, token, command.merchant ?? 'DEMO');
  if (text === null) throw new Error(`ops ${args.join(' ')}: the server on port ${server.port} did not answer`);
  return `${terminalSafe(`applied through the running server on port ${server.port}\n${text}`)}\n`;
}
