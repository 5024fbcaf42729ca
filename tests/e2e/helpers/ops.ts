import { execFileSync } from 'node:child_process';

/**
 * Runs the operator command exactly as an operator would
 * (`npm run ops -- …`) against the server under test.
 */
export function ops(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'ops', '--', ...args], {
    env: { ...process.env, PORT: process.env.E2E_PORT, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
    timeout: 30_000,
  });
}
