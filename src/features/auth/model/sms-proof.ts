import type { SmsChallengeValue } from '../../../../contract';

interface Solution {
  number: number;
}

/** Solves in a worker, so a slow phone's UI stays responsive while it hashes. */
function solveInWorker(challenge: SmsChallengeValue): Promise<Solution | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sms-proof-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Solution | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'proof-of-work worker failed'));
    };
    const { algorithm, challenge: target, maxnumber: max, salt } = challenge;
    worker.postMessage({ type: 'work', payload: { algorithm, challenge: target, max, salt, start: 0 } });
  });
}

/** Without workers: the library's loop awaits Web Crypto per hash, which yields to the page between hashes. */
async function solveHere(challenge: SmsChallengeValue): Promise<Solution | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  return solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
}

/**
 * The SMS send's proof of work (docs/decisions/0010): the number whose hash
 * with the salt is the challenge, as the base64 ALTCHA payload the server
 * verifies. Null when no number up to maxnumber fits (a broken challenge).
 */
export async function solveSmsChallenge(challenge: SmsChallengeValue): Promise<string | null> {
  const solution = typeof Worker === 'undefined'
    ? await solveHere(challenge)
    : await solveInWorker(challenge).catch(() => solveHere(challenge));
  if (!solution) return null;
  const { algorithm, challenge: target, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: target, number: solution.number, salt, signature }));
}
