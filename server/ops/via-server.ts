import type { OpsCommand } from './args';
import { OPS_TOKEN_HEADER } from './token';

/** The server refused the command or its token: the operator's message (exit code 2 in the CLI). */
export class OpsRefusal extends Error {
  override name = 'OpsRefusal';
}

/** The operator's text through the server (POST /__ops/run), or null when no server answers on the port. */
export async function viaServer(command: OpsCommand, port: number, token: string, merchant: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/__ops/run`, {
      method: 'POST',
      headers: { [OPS_TOKEN_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: command.name, words: command.words, options: command.options, merchant }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; value?: { text: string }; message?: string } | null;
  if (response.status === 403) {
    throw new OpsRefusal(`the server on port ${port} refused the ops token: is it using this DATA_DIR? (set PORT and DATA_DIR to match it)`);
  }
  if (!body?.success || !body.value) throw new OpsRefusal(body?.message ?? `server answered HTTP ${response.status}`);
  return body.value.text;
}

