import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Errors and warnings the page prints (React reports hydration mismatches
 * there) and its uncaught errors. `offline`: failed loads are expected and
 * not counted.
 */
export function consoleProblems(page: Page, { offline = false }: { offline?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (offline && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
